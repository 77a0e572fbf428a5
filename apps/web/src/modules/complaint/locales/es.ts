import type { Messages } from '../../../kit/web-module';
import type { zhComplaint } from './zh';

/** The complaint page, es. */
export const esComplaint: Messages<typeof zhComplaint> = {
  complaint: {
    title: 'Quejas',
    keyword: 'Buscar número, denunciante, parte o texto',
    resultHelp: 'Una queja cerrada necesita su resultado',
    tabs: { list: 'Quejas', performance: 'Desempeño' },
    fields: {
      complaintNo: 'N.º de queja',
      receivedDate: 'Recibida el',
      complainant: 'Denunciante',
      phone: 'Teléfono',
      respondentType: 'Tipo de parte',
      respondentName: 'Parte denunciada',
      category: 'Categoría',
      content: 'Queja',
      status: 'Estado',
      handlingResult: 'Resultado',
      createdAt: 'Registrada',
    },
    status: { PENDING: 'Pendiente', HANDLING: 'En trámite', CLOSED: 'Cerrada' },
    party: {
      OWNER: 'Promotor',
      SURVEYOR: 'Geotecnia',
      DESIGNER: 'Proyectista',
      CONTRACTOR: 'Contratista',
      SUPERVISOR: 'Supervisión',
    },
    category: {
      QUALITY: 'Calidad',
      SAFETY: 'Seguridad en obra',
      WAGES: 'Salarios',
      NOISE: 'Ruido',
      SCHEDULE: 'Retraso',
      OTHER: 'Otra',
    },
    performance: {
      title: 'Desempeño de las partes',
      empty: 'Aún no hay partes',
      complaints: 'Quejas',
      open: 'Abiertas',
      closed: 'Cerradas',
      rectifications: 'Correcciones',
      rectificationsOpen: 'Correcciones abiertas',
      rectificationsOverdue: 'Correcciones vencidas',
      rating: 'Valoración',
      good: 'Buena',
      fair: 'Aceptable',
      attention: 'Requiere atención',
    },
  },
};
