import type { zhCollaboration } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const esCollaboration: Shape<typeof zhCollaboration> = {
  collaboration: {
    retry: 'Reintentar',
    open: 'Abrir',
    operation: 'Acciones',
    message: {
      title: 'Mis mensajes',
      all: 'Todos',
      unread: 'No leídos',
      read: 'Leído',
      readAll: 'Marcar todo como leído',
      markRead: 'Marcar como leído',
      total: '{{count}} en total',
      loadFailed: 'No se pudieron cargar los mensajes',
      empty: { all: 'No hay mensajes', unread: 'No hay mensajes sin leer' },
      column: { status: 'Estado', title: 'Mensaje', category: 'Categoría', createdAt: 'Fecha' },
      send: {
        button: 'Enviar mensaje',
        title: 'Enviar un mensaje',
        ok: 'Enviar',
        recipients: 'Para',
        recipientsPlaceholder: 'Elija personas de este proyecto',
        recipientsRequired: 'Elija al menos un destinatario',
        recipientsFailed: 'No se pudo cargar el personal del proyecto',
        noRecipients: 'No hay más personas en este proyecto',
        subject: 'Asunto',
        subjectRequired: 'Escriba un asunto',
        content: 'Mensaje',
        contentRequired: 'Escriba el mensaje',
        attachment: 'Adjunto',
        attachmentHint:
          'Un archivo (PDF, Excel, Word, ZIP o imagen); todo el personal del proyecto puede descargarlo',
        choose: 'Elegir archivo',
        sent: 'Enviado a {{count}} personas',
      },
      sender: 'De: {{name}}',
      category: {
        rectification: 'Corrección',
        acceptance: 'Recepción',
        submission: 'Envío',
        audit: 'Aprobación',
        system: 'Sistema',
        member: 'Miembro',
        warning: 'Alerta temprana',
        enquiry: 'Solicitud de oferta',
      },
    },
  },
};
