/**
 * A stand-in for the browser's EventSource in component tests: each instance is kept in `instances`, and the test
 * opens it, sends it named events, or fails it.
 */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly url: string;
  readyState = 0;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }

  static reset() {
    FakeEventSource.instances = [];
  }

  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  send(type: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }

  fail() {
    this.readyState = 0;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = 2;
  }
}
