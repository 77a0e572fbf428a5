import { type CallQuery, collaborationCalls, commonCalls, flowCalls } from '@zhuji/shared';
import { call, download, upload } from '../../api/call';

/** The approval-centre calls (declared in @zhuji/shared flowCalls). */
export const flowApi = {
  list: (query: CallQuery<typeof flowCalls.list>) => call(flowCalls.list, { query }),
  counts: () => call(flowCalls.counts),
};

/** Keys under ['flow']: a page that acts on a flow invalidates ['flow'], refreshing the navbar counts too. */
export const flowKeys = {
  all: ['flow'] as const,
  /** One box's lists (useResourceList appends the params). */
  lists: (box: string) => ['flow', 'list', box] as const,
  counts: ['flow', 'counts'] as const,
  /** 我的消息's lists (useResourceList appends the params). */
  messageLists: ['flow', 'messages', 'list'] as const,
};

/** The collaboration message calls (declared in @zhuji/shared collaborationCalls). */
export const messageApi = {
  list: (query: CallQuery<typeof collaborationCalls.messageList>) =>
    call(collaborationCalls.messageList, { query }),
  read: (id: number) => call(collaborationCalls.messageStatus, { body: { id } }),
  readAll: () => call(collaborationCalls.messageReadAll),
  /** People of the current project by company, for the send dialog. */
  recipients: () => call(collaborationCalls.messageRecipients),
  /** The spec's "send message blob": multipart fields, then the file when there is one. */
  send: (values: { title: string; content: string; recipientIds: number[]; file?: File | undefined }) => {
    const form = new FormData();
    form.append('title', values.title);
    form.append('content', values.content);
    for (const id of values.recipientIds) form.append('recipientIds', String(id));
    if (values.file) form.append('file', values.file);
    return upload(collaborationCalls.messageSend, form);
  },
  attachment: (id: string) => download(commonCalls.download, { id }),
};
