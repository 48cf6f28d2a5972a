// Words that belong to the operator (settings, commands), never to a message a learner reads. Tests match every
// user-facing message against it.

/** A setting assignment (`SPEECH_TO_TEXT=`), a command, or the name of a setting a learner cannot change. */
export const OPERATOR_WORDS = /[A-Z_]{6,}=|npm run|SPEECH_|TEXT_TO_SPEECH|SMTP_|AI_PROVIDER|AI_API_KEY|AI_MODEL|AI_BASE_URL|SOLANA_|ADMIN_EMAILS|STRIPE_/;
