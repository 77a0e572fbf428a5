import type { Messages } from '../../../kit/web-module';
import type { zhComplaint } from './zh';

/** The complaint page, en. */
export const enComplaint: Messages<typeof zhComplaint> = {
  complaint: {
    title: 'Complaints',
    keyword: 'Search number, complainant, party or text',
    resultHelp: 'A closed complaint needs its result',
    tabs: { list: 'Complaints', performance: 'Performance' },
    fields: {
      complaintNo: 'Complaint No.',
      receivedDate: 'Received on',
      complainant: 'Complainant',
      phone: 'Phone',
      respondentType: 'Party type',
      respondentName: 'Party complained about',
      category: 'Category',
      content: 'Complaint',
      status: 'Status',
      handlingResult: 'Result',
      createdAt: 'Registered at',
    },
    status: { PENDING: 'Pending', HANDLING: 'In hand', CLOSED: 'Closed' },
    party: {
      OWNER: 'Owner',
      SURVEYOR: 'Surveyor',
      DESIGNER: 'Designer',
      CONTRACTOR: 'Contractor',
      SUPERVISOR: 'Supervisor',
    },
    category: {
      QUALITY: 'Quality',
      SAFETY: 'Site safety',
      WAGES: 'Workers’ wages',
      NOISE: 'Noise',
      SCHEDULE: 'Delay',
      OTHER: 'Other',
    },
    performance: {
      title: 'Performance of the parties',
      empty: 'No parties yet',
      complaints: 'Complaints',
      open: 'Open',
      closed: 'Closed',
      rectifications: 'Rectifications',
      rectificationsOpen: 'Rectifications open',
      rectificationsOverdue: 'Rectifications overdue',
      rating: 'Rating',
      good: 'Good',
      fair: 'Fair',
      attention: 'Needs attention',
    },
  },
};
