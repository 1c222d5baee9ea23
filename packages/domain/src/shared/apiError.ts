import type { AppCheckRefusal } from './appCheck';
import type { FactorCode } from '../staff/staffFactors';

/** The one error shape every API failure answers with. */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
  /** What a client can act on besides the message: why App Check refused a form's request, or that a factor is due. */
  code?: AppCheckRefusal | FactorCode;
}
