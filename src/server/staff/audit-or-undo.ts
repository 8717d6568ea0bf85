/**
 * The last step of every audited staff change: the change is stored, then its audit entry.
 * When the audit entry cannot be written, the change is undone and the failure rethrown
 * (the caller answers 503), so no change stands without its entry and none is half done.
 */
export async function auditOrUndo(audit: () => Promise<unknown>, undo: () => Promise<unknown>): Promise<void> {
  try {
    await audit();
  } catch (error) {
    try {
      await undo();
    } catch (undoError) {
      console.error('Could not undo a change whose audit entry failed:', undoError);
    }
    throw error;
  }
}
