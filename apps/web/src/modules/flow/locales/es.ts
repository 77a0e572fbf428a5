import type { zhFlow } from './zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const esFlow: Shape<typeof zhFlow> = {
  flow: {
    title: 'Centro de aprobaciones',
    box: { todo: 'Mis pendientes', mine: 'Mis solicitudes', done: 'Tramitadas por mí' },
    type: {
      'inspection-lot': 'Recepción de lote de inspección',
      'sub-item': 'Recepción de subpartida',
      division: 'Recepción de división',
      'project-audit': 'Auditoría de registro de proyecto',
      material: 'Aprobación de materiales',
      rectification: 'Aviso de corrección',
      'output-report': 'Revisión del informe de producción',
      restart: 'Aprobación de reanudación',
      'concrete-pour': 'Aprobación de orden de vertido',
    },
    status: {
      pending: 'En aprobación',
      approved: 'Aprobada',
      rejected: 'Rechazada',
      returned: 'Devuelta',
      cancelled: 'Retirada',
    },
    action: {
      apply: 'Solicitado',
      approve: 'Aprobado',
      reject: 'Rechazado',
      return: 'Devuelto',
      delegate: 'Delegado',
      cancel: 'Retirado',
    },
    step: {
      supervisorAccept: 'Acepta el ingeniero supervisor especialista',
      chiefOrganise: 'El ingeniero supervisor jefe organiza la recepción',
      surveyDesignSign: 'Firman los responsables de estudio y diseño',
      contractorReply: 'Responde el contratista',
      issuerRecheck: 'Reinspección y cierre',
      supervisorReview: 'Revisa la supervisión',
      ownerConfirm: 'Confirma la propiedad',
      platformAudit: 'Auditoría de la plataforma',
    },
    column: {
      title: 'Asunto',
      type: 'Tipo',
      applicant: 'Solicitante',
      step: 'Paso actual',
      status: 'Estado',
      updatedAt: 'Actualizado',
      operation: 'Acciones',
    },
    filterType: 'Todos los tipos',
    open: 'Abrir',
    empty: {
      todo: 'No tiene nada pendiente',
      mine: 'Aún no ha presentado solicitudes',
      done: 'Aún no ha tramitado aprobaciones',
    },
    loadFailed: 'No se pudo cargar la lista de aprobaciones',
    retry: 'Reintentar',
    finished: 'Terminada',
  },
};
