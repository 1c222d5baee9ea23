import { type ServerResponse } from 'node:http';

/** The requests a `hang` fault holds: unanswered until released (then answered as usual) or the client gives up. */
export class HungRequests {
  private readonly held = new Map<ServerResponse, () => void>();

  hold(response: ServerResponse, answer: () => void): void {
    this.held.set(response, answer);
    // The response closes when the client gives up (or the server closes its connections).
    response.once('close', () => this.held.delete(response));
  }

  get size(): number {
    return this.held.size;
  }

  releaseAll(): number {
    const answers = [...this.held.values()];
    this.held.clear();
    for (const answer of answers) answer();
    return answers.length;
  }
}
