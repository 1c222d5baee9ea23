/** A refusal the server answers with OData's JSON error body: `{ error: { code, message } }`. */
export class ODataError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get body(): { error: { code: string; message: string } } {
    return { error: { code: this.code, message: this.message } };
  }
}

export const badQuery = (message: string): ODataError => new ODataError(400, 'BadRequest', message);
