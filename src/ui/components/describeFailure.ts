import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../api/apiError';

/**
 * A failure in the user's language: the server's message key, filled with its values, when it names one, else its message.
 * The server's date refusals (SPEC 5) carry an ISO `dateVal`; `day` writes it as the form around them writes days.
 */
export function describeFailure(t: TFunction, failure: ApiFailure, day?: (value: string) => string): string {
  if (failure.key) {
    const dateVal = failure.params?.dateVal;
    const params = day && typeof dateVal === 'string' ? { ...failure.params, dateVal: day(dateVal) } : failure.params;
    return t(failure.key, { ...params, defaultValue: failure.message });
  }
  if (failure.status === 0 || failure.status >= 500) return t('errors.unexpected');
  return failure.message;
}
