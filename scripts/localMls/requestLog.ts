import { type FaultTarget } from './faults';

/** One request the server received, for tests that check how a client paces itself. */
export interface LoggedRequest {
  /** When it arrived, on the machine's clock (ms since the epoch): pacing is real time, whatever the server's clock says. */
  receivedAtMs: number;
  method: string;
  /** Path and query, as sent. */
  path: string;
  target: FaultTarget;
  /** Requests of any target in flight when it arrived, itself included. */
  inFlight: number;
  /** What it was answered; undefined while it is unanswered (a hung request), or if it never was. */
  status: number | undefined;
}

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private inFlight = 0;

  /** Records an arrival; the returned function records its answer (undefined: closed unanswered). */
  arrived(method: string, path: string, target: FaultTarget): (status: number | undefined) => void {
    this.inFlight++;
    const entry: LoggedRequest = { receivedAtMs: Date.now(), method, path, target, inFlight: this.inFlight, status: undefined };
    this.entries.push(entry);
    let done = false;
    return (status) => {
      if (done) return;
      done = true;
      this.inFlight--;
      entry.status = status;
    };
  }

  list(): LoggedRequest[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.entries = [];
  }
}
