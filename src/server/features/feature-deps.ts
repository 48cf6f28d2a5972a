// The one dependencies object every feature gets: app.ts builds it once, each feature's routes plugin receives it
// and hands it to `create<Name>Service(deps)`, which builds the feature's repository from `deps.database`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { AiClient } from '../ai/ai-client.ts';
import type { Auth } from '../auth/auth.ts';
import type { Roles } from '../auth/roles.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { EventBus } from '../jobs/event-bus.ts';
import type { AnyJobDefinition } from '../jobs/define-job.ts';
import type { EnqueueInTransaction, JobQueue } from '../jobs/job-queue.ts';
import type { EvaluationRunner } from '../jobs/evaluation-runner.ts';
import type { ServerText } from '../i18n/server-text.ts';
import type { CpuPool } from '../lib/worker-pool.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { SpeechSettingsSource } from '../ai/speech-settings.ts';
import type { MailSettingsSource } from '../lib/email-settings.ts';
import type { ProviderVoiceName, SpeechVoice } from '../../shared/contracts/speech.ts';
import type { SessionLanguage } from '../../shared/contracts/conversations.ts';
import type { SsoErrorCode } from '../../shared/contracts/organization-sso-constants.ts';

export interface FeatureDeps {
  config: Config;
  database: Database;
  queue: JobQueue;
  storage: FileStorage;
  ai: AiClient;
  auth: Auth;
  /** Who is an admin and who may create: the environment's lists or the account's flags (auth/roles.ts). */
  roles: Roles;
  /** Worker threads for CPU-heavy work a request waits for (offline speech), off the event loop. */
  cpu: CpuPool;
  /** Speech engines, server, key, models and voice as the environment and the Speech page set them, now. */
  speechSettings: SpeechSettingsSource;
  /** The SMTP server, sender, public URL and mailer as the environment and the E-mail page set them, now. */
  mail: MailSettingsSource;
  /** Server events to a person's open pages (`GET /events`), such as a changed credit balance. */
  events: EventBus;
  /** The evaluation tool as the Quality page runs it; the entries build it (NO_EVALUATION in an app built without). */
  evaluation: EvaluationRunner;
  /** Speaking in a chosen voice, as other features use it (a twin's replies); app.ts builds it from the speech feature. */
  speechVoices: SpeechVoices;
  /** Credits as other features spend them (a session start); app.ts builds it from the credits feature. */
  credits: CreditPayments;
  /** Queues an ended session's grading; app.ts builds it from the reports feature, so sessions knows no other feature. */
  grading: SessionGrading;
  /** Whether a create call's `organization_id` may be used; app.ts builds it from the organisations feature. */
  organizations: OrganizationAccess;
  /** The Engram's plans as other features check them (the locker's allowance, starting an Engram); app.ts builds it from the plans feature. */
  plans: PlanEntitlements;
  /** The money ledger as other features write to it, in the transaction of what the money paid for; app.ts builds it from the ledger feature. */
  ledger: MoneyLedger;
  /** The mentor plan's Stripe payments, which the credits feature's webhook receives; app.ts builds it from the twin feature. */
  mentorPayments: MentorStripeEvents;
  /** How many credits a new account starts with now (the environment, the Credits page, or the default). */
  welcomeCredits: WelcomeCreditsSource;
  /**
   * Work other features attach to a new account (welcome credits), run in the transaction that creates it.
   * app.ts composes it, so the users feature knows no other feature.
   */
  onAccountCreated?: (tx: Db, account: { userId: string; email: string }) => Promise<void>;
  /**
   * The storage keys of the bytes other features keep for a person (uploads, twin memories), read in the transaction
   * that deletes the account, after its row is locked, so they can be removed after the commit. app.ts composes it.
   */
  storageKeysOfAccount: (tx: Db, userId: string) => Promise<string[]>;
  /**
   * Work other features do in the transaction that deletes an account, before its row goes (the organisations it
   * alone owns: refused while others are in them, deleted when it is their only member). Throwing an HttpError
   * refuses the deletion. app.ts composes it.
   */
  beforeAccountDeleted?: (tx: Db, userId: string) => Promise<void>;
}

/**
 * A feature as its entry (`<name>.feature.ts`) declares it and app.ts composes it: its routes, the sample rows it adds
 * at start-up, the jobs the queue runs for it and the modules of its worker-thread tasks.
 */
/** A job run every `everySeconds` across all instances, with the payload it is given. */
export interface ScheduledJob {
  schedule(queue: Pick<JobQueue, 'schedule'>): Promise<void>;
}

export interface Feature {
  name: string;
  /** Registered in this order, each with the FeatureDeps. */
  routes: readonly FastifyPluginAsyncZod<FeatureDeps>[];
  /** Adds the missing sample rows; runs once per start, before any route serves, so it must be idempotent. */
  seed?: (db: Db) => Promise<void>;
  jobs?: readonly AnyJobDefinition[];
  /**
   * Jobs offered on a schedule (queue.schedule) by every process that runs jobs: the server with WORKER on, or
   * `npm run worker`.
   */
  schedules?: readonly ScheduledJob[];
  /** Its `*.cpu-tasks.ts` modules, located with workerModuleUrl() (lib/worker-pool.ts); the workers load them. */
  cpuTasks?: readonly URL[];
}

/** The welcome credits a new account gets; the credits feature implements it (`createWelcomeCreditsSource`). */
export interface WelcomeCreditsSource {
  /**
   * The amount now, at most a few seconds behind a save on another instance. `db` is where to look when
   * the copy has aged: the registration's own transaction, so it never waits for a second connection.
   */
  get(db: Db): Promise<number>;
  /** Forgets the cached copy (after a save on this instance). */
  invalidate(): void;
}

/** Organisations as other features check them; the organisations feature implements it (`createOrganizationAccess`). */
export interface OrganizationAccess {
  /**
   * A create call's `organization_id`: an organisation's id must be one the caller belongs to (403 otherwise); any
   * other value must be the caller's own e-mail, as the specification's individuals send it (403 otherwise).
   * Answers the organisation whose shared library the new item joins, or null for the caller's own library.
   */
  assertCanUseOrganization(caller: AccessClaims, organizationId: string | null | undefined): Promise<string | null>;
  /** An organisation's single sign-on, as the sign-in routes use it. */
  singleSignOn: SingleSignOn;
}

/** Single sign-on as the users feature signs people in with it; the organisations feature implements it (`createSsoService`). */
export interface SingleSignOn {
  /** The provider's redirect URI for this server (PUBLIC_URL, else `requestOrigin`). */
  redirectUri(requestOrigin: string): Promise<string>;
  /** Begins a sign-on for the address's organisation (404 when none proved its domain, 403 while a claim waits for proof; 502 when its provider is down). */
  begin(email: string, redirectUri: string): Promise<{ authorizationUrl: string; state: string; organizationName: string }>;
  /** Checks the provider's answer against the attempt that `browserState` (this browser's cookie) began. */
  finish(callbackUrl: URL, browserState: string | undefined): Promise<{ organizationId: string; identity: { issuer: string; subject: string; email: string; name: string | null } } | { error: SsoErrorCode }>;
  /** The account an identity at a provider (issuer, subject) was linked to at its first sign-on, if any. */
  findLinkedAccount(issuer: string, subject: string, tx?: Db): Promise<string | undefined>;
  /** Links the identity to the account in the caller's transaction; false when the identity, or the account at this issuer, is linked already. */
  linkAccount(tx: Db, link: { issuer: string; subject: string; userId: string; organizationId: string }): Promise<boolean>;
  /** Makes the person a member in the caller's transaction (nothing for a member already); false past the limits. */
  joinAsMember(tx: Db, organizationId: string, userId: string): Promise<boolean>;
  /** The words refusing this person's password login (an organisation requires sign-on for them), or null. */
  passwordRefusal(userId: string, email: string): Promise<ServerText | null>;
}

/** Grading an ended session; the reports feature implements it (`sessionGrading`). */
export interface SessionGrading {
  /** Queues the grading of `session` with the caller's transaction's `enqueue`, so the end and its job commit together; answers the job id. */
  enqueue(enqueue: EnqueueInTransaction, session: { userId: string; conversationId: string }): Promise<string>;
}

/** Speech in a chosen voice; the speech feature implements it (`createSpeechVoices`). */
export interface SpeechVoices {
  /** Which voices can speak now: the built-in engine's, the provider's (with their names), or none (with the reason). */
  engine(): Promise<{ engine: 'builtin' | 'provider' | null; providerVoices: ProviderVoiceName[]; message: string | null }>;
  /**
   * `text` spoken in `voice` (null: the server's default), within the per-person limits of speech, counted for
   * `speakerKey` (a user id, or a visitor's key). Throws the speech feature's 429/501/502 HttpErrors.
   */
  speak(speakerKey: string, text: string, voice: SpeechVoice | null): Promise<{ audio: Buffer; contentType: string }>;
  /**
   * The words of `audio`, trimmed, in one of `speakerKey`'s transcription slots, so a person's transcriptions count
   * together wherever they come from. Throws the speech feature's 429/501/502 HttpErrors.
   */
  transcribe(speakerKey: string, audio: Buffer, language: SessionLanguage): Promise<string>;
}

/** An entry of the money ledger as a feature records it (see db/schema/ledger.ts). */
export interface MoneyLedgerEntry {
  kind: 'payment' | 'commission' | 'payout' | 'refund' | 'dispute' | 'grant';
  /** Whole minor units (cents), signed from the operator's side: money in positive, money out negative. */
  amountMinor: number;
  /** ISO 4217, lower case. */
  currency: string;
  userId?: string | null;
  organizationId?: string | null;
  /** What the money was for ('credit_purchase', 'plan_purchase', the mentor plan's own), and its id. */
  sourceType: string;
  sourceId: string;
  /** The Stripe event, checkout session or transaction that wrote it. */
  externalRef?: string | null;
  /** What the person reads on their receipt. */
  description: string;
  /** Unique per source event, `<sourceType>:<sourceId>:<what happened>`: a replayed event finds it and writes nothing. */
  key: string;
}

/** The money ledger; the ledger feature implements it (`createMoneyLedger`). */
export interface MoneyLedger {
  /**
   * Records the entry in the caller's transaction, the one that grants, takes back or pays out what it is for, so
   * the ledger and the grants never disagree. False when its key was recorded before (a replay): nothing written.
   */
  record(tx: Db, entry: MoneyLedgerEntry): Promise<boolean>;
}

/** What a person holds of the Engram's plans; the plans feature implements it (`createPlanEntitlements`). */
export interface PlanEntitlements {
  /** Whether the package's included storage applies to the person (bought, or free on this server), and the bytes they bought. */
  storageOf(userId: string): Promise<{ hasPackage: boolean; boughtBytes: number }>;
  /**
   * Null when the person may start an Engram now (on a server where the package is free, it is recorded as given, so
   * the Engram keeps it if payments are set up later); otherwise the words of the 402 (not bought yet, or closed).
   */
  admitTwinStart(userId: string): Promise<string | null>;
  /** Whether a verified Stripe event belongs to the plans (their Checkout Sessions, payments, refunds and disputes). */
  isPlanEvent(event: Stripe.Event): boolean;
  /** Applies a verified Stripe event once, whatever order it arrives in (the credits feature's webhook verifies it). */
  applyStripeEvent(event: Stripe.Event): Promise<void>;
  /** The operator's commission on a mentor's payments now, in percent (the admin's plans). */
  mentorCommissionPercent(): Promise<number>;
}

/** The mentor plan's Stripe payments as the webhook hands them over; the twin feature implements it (`createMentorStripeEvents`). */
export interface MentorStripeEvents {
  /**
   * Applies a verified Stripe event to the mentor payment it is about, once, whatever order it arrives in; false when
   * it is about no mentor payment (so the webhook hands it to the next owner).
   */
  applyStripeEvent(event: Stripe.Event): Promise<boolean>;
}

/** Spending a person's or their organisation's credits; the credits feature implements it (`createCreditPayments`). */
export interface CreditPayments {
  /** The balance now: a plain read, to refuse early before costly work. It proves nothing; only `debit` does. */
  getBalance(userId: string): Promise<number>;
  /**
   * Who pays for the person's session on the scenario (their organisation's balance, or their own) and what that
   * balance holds now, with the words of a refusal when it is short of `amount`: a plain read, as `getBalance`.
   */
  sessionFunds(userId: string, scenarioId: string, amount: number): Promise<{ balance: number; organizationId: string | null; organizationName: string | null; shortMessage: ServerText | null }>;
  /**
   * Takes `amount` inside the caller's transaction from whoever pays for the session (`sessionFunds`), with that
   * balance's row locked until it commits, so concurrent debits never overspend; takes nothing when the balance is
   * short (`isPaid: false`, with `shortMessage` for the 402). `organizationId` names the organisation that paid.
   */
  debit(
    tx: Db,
    debit: { userId: string; amount: number; reason: string; scenarioId?: string | null; conversationId?: string },
  ): Promise<{ isPaid: boolean; balance: number; organizationId?: string | null; shortMessage?: ServerText | null }>;
  /** Gives credits back inside the caller's transaction (a session in which nothing was said), to whoever paid for the session. */
  refund(tx: Db, refund: { userId: string; amount: number; reason: string; scenarioId?: string | null; conversationId?: string }): Promise<{ organizationId: string | null }>;
  /** Tells the person's open pages the new balance; call it after the commit. */
  publishBalance(userId: string, balance?: number): Promise<void>;
  /** Tells the open pages of the organisation's members its new balance; call it after the commit. */
  publishOrganizationBalance(organizationId: string, balance?: number): Promise<void>;
}
