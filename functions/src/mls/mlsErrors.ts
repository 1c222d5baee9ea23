/** The run reached its deadline: no request is started after it, and the next run continues from what is stored. */
export class MlsDeadlineReached extends Error {
  constructor() {
    super('The run reached its deadline');
  }
}

/** A request the source refused or kept failing; `status` is its last answer's, absent when none came (timeouts, the network). */
export class MlsRequestFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
