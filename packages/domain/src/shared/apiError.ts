import type { AppCheckRefusal } from './appCheck';

/** The one error shape every API failure answers with. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
  /** What a client can act on besides the message: why App Check refused a form's request. */
  code?: AppCheckRefusal;
}
