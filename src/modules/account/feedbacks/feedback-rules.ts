/** platform.md 5, "helpdesk or feedback": subject and description required, trimmed, at least 3 characters. */
export type FeedbackField = 'subject' | 'description';
export type FeedbackError = 'required' | 'short';

export function validateFeedback(values: Record<FeedbackField, string>): Partial<Record<FeedbackField, FeedbackError>> {
  const errors: Partial<Record<FeedbackField, FeedbackError>> = {};
  for (const field of ['subject', 'description'] as const) {
    const text = values[field].trim();
    if (!text) errors[field] = 'required';
    else if (text.length < 3) errors[field] = 'short';
  }
  return errors;
}

export const FEEDBACKS_PAGE_SIZE = 10;
