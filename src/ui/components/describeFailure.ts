import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../api/apiError';

/** A failure in the user's language: the server's message key, filled with its values, when it names one, else its message. */
export function describeFailure(t: TFunction, failure: ApiFailure): string {
  if (failure.key) return t(failure.key, { ...failure.params, defaultValue: failure.message });
  if (failure.status === 0 || failure.status >= 500) return t('errors.unexpected');
  return failure.message;
}
