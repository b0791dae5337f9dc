import { draftFailureToast, draftSuccessToast } from './draftToasts';

describe('draft management toasts', () => {
  it("uses the spec's failure sentences", () => {
    expect(draftFailureToast('create')).toEqual({
      title: 'Error',
      description: 'Failed to create draft. Make sure you have admin privileges.',
      variant: 'destructive',
    });
    expect(draftFailureToast('start').description).toBe('Failed to start draft.');
    expect(draftFailureToast('reset').description).toBe('Failed to reset draft.');
    expect(draftFailureToast('delete').description).toBe('Failed to delete draft. Please try again.');
  });

  it('names the draft on success', () => {
    expect(draftSuccessToast('create', 'Survivor #ABC123').description).toContain('Survivor #ABC123');
    expect(draftSuccessToast('delete', 'Survivor #ABC123').title).toBe('Draft Deleted');
  });

  it("adds the server's reason when there is one", () => {
    const error = { status: 422, text: '422: {}', message: 'Seed or load the cast first.' };
    expect(draftFailureToast('start', error).description).toBe('Failed to start draft. Seed or load the cast first.');
    expect(draftFailureToast('start', { status: 500, text: '500: oops' }).description).toBe('Failed to start draft.');
  });
});
