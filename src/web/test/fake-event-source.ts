/** `GET /events` in the browser, for component tests: the test opens the channel and pushes the events the server would. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** The channel the page opened last. */
  static latest: FakeEventSource | null = null;
  readyState = FakeEventSource.OPEN;

  constructor(readonly url: string) {
    super();
    FakeEventSource.latest = this;
  }

  /** The channel (re)opens, as after a reconnect: pages catch up on what they may have missed. */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** An event as the server sends it: its type is the SSE event name and the payload's `type`. */
  push(payload: { type: string } & Record<string, unknown>) {
    this.dispatchEvent(new MessageEvent(payload.type, { data: JSON.stringify(payload) }));
  }
}
