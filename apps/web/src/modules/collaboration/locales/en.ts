import type { zhCollaboration } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enCollaboration: Shape<typeof zhCollaboration> = {
  collaboration: {
    retry: 'Retry',
    open: 'Open',
    operation: 'Actions',
    message: {
      title: 'My messages',
      all: 'All',
      unread: 'Unread',
      read: 'Read',
      readAll: 'Mark all read',
      markRead: 'Mark read',
      total: '{{count}} in total',
      loadFailed: 'The messages could not be loaded',
      empty: { all: 'No messages', unread: 'No unread messages' },
      column: { status: 'Status', title: 'Message', category: 'Category', createdAt: 'Time' },
      send: {
        button: 'Send message',
        title: 'Send a message',
        ok: 'Send',
        recipients: 'To',
        recipientsPlaceholder: 'Choose people of this project',
        recipientsRequired: 'Choose at least one recipient',
        recipientsFailed: 'Could not load the project’s people',
        noRecipients: 'No one else on this project',
        subject: 'Subject',
        subjectRequired: 'Enter a subject',
        content: 'Message',
        contentRequired: 'Enter the message',
        attachment: 'Attachment',
        attachmentHint: 'One file (PDF, Excel, Word, ZIP or image); everyone on the project can download it',
        choose: 'Choose file',
        sent: 'Sent to {{count}} people',
      },
      sender: 'From: {{name}}',
      category: {
        rectification: 'Rectification',
        acceptance: 'Acceptance',
        submission: 'Submission',
        audit: 'Approval',
        system: 'System',
        member: 'Member',
        warning: 'Early warning',
        enquiry: 'Enquiry',
      },
    },
  },
};
