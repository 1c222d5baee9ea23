/**
 * The continuations the server honours: a `$skiptoken` of @odata.nextLink names the generation it
 * was written in, and works while that generation lasts. Platforms keep a walk's continuation for
 * a while only; forgetting them all is how a test finds out what a client does with a stored link
 * the source no longer knows.
 */
export class Continuations {
  private generation = 0;

  get current(): number {
    return this.generation;
  }

  /** Every continuation handed out so far stops working (410 Gone); a query started again works. */
  forgetAll(): void {
    this.generation++;
  }
}
