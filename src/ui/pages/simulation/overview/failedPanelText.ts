import type { Creator } from '../../../../api/schemas/creator.schema';

/** The locale keys (namespace `simulations`) of the failed-simulation panel's two lines. */
export type FailedPanelText = {
  headline: 'failed.headlineWithIssues' | 'failed.headlineWithoutIssues';
  line: 'failed.lookBeforeSubmitting' | 'failed.pleaseTryAgain' | 'failed.contactToFix' | 'failed.contactToTryAgain';
  /** The creator's first and last name, for {{creator}}. */
  creator: string;
  showTryAgain: boolean;
};

type FailedPanelInput = {
  hasErrorMessages: boolean;
  canRetry: boolean;
  /** Who started the run; null when unknown (not loaded yet, or the account is gone). */
  creator: Creator | null;
  viewerEmail: string | null;
};

/** SPEC 6: 'The viewer of a failed simulation is compared by email with the creator.' Email addresses compare without case. */
export function isCreator(creator: Creator | null, viewerEmail: string | null): boolean {
  return creator !== null && viewerEmail !== null && creator.email.trim().toLowerCase() === viewerEmail.trim().toLowerCase();
}

/**
 * The wording of the failed-simulation panel, exactly as SPEC 2 "Failed-simulation panel" gives it:
 * - 'The headline is 'We have found some issues with the simulation.' when error messages exist;
 *   otherwise 'Sorry, we could not process the simulation.''
 * - 'A second line shows one of four texts. 'Take a look before submitting again.' and 'Please try
 *   again.' go to a viewer who is not the creator. 'Contact {creator} to fix these issues.' and
 *   'Contact {creator} to try again.' go to the creator.' Within each pair the first goes with error
 *   messages, the second without, as the headlines pair them.
 * - 'A 'Try Again' button shows only when can_retry is true and the viewer is not the creator.'
 */
export function failedPanelText({ hasErrorMessages, canRetry, creator, viewerEmail }: FailedPanelInput): FailedPanelText {
  const byCreator = isCreator(creator, viewerEmail);
  const line = byCreator
    ? hasErrorMessages
      ? 'failed.contactToFix'
      : 'failed.contactToTryAgain'
    : hasErrorMessages
      ? 'failed.lookBeforeSubmitting'
      : 'failed.pleaseTryAgain';
  return {
    headline: hasErrorMessages ? 'failed.headlineWithIssues' : 'failed.headlineWithoutIssues',
    line,
    creator: creator ? `${creator.first_name} ${creator.last_name}`.trim() : '',
    showTryAgain: canRetry && !byCreator,
  };
}
