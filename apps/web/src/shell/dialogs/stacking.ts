/**
 * The start-up dialogs (contract/tender alerts, specimen reminder, output notice) stand above the page's
 * own dialogs and drawers (antd's 1000): a page opened from a link with ?id= may open its record while
 * they are still queued, and the queue must stay on top, where its "Got it" can be pressed. Below the
 * project-status modal (1100) and the token-risk dialog (3000), which outrank them.
 */
export const STARTUP_DIALOG_Z_INDEX = 1050;
