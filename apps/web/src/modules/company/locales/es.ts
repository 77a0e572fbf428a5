import type { Messages } from '../../../kit/web-module';
import type { zhCompany } from './zh';

/** The unit information page, es. */
export const esCompany: Messages<typeof zhCompany> = {
  company: {
    title: 'Datos de la empresa',
    edit: 'Editar datos de la empresa',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Datos de la empresa guardados',
    readOnly: 'Solo el administrador de la empresa puede modificarlos',
    none: 'Sin indicar',
    status: { pending: 'Pendiente de revisión', active: 'Activa', disabled: 'Desactivada' },
    statusLabel: 'Estado de revisión',
    loginCodeRequired: 'Código SMS al iniciar sesión',
    loginCodeHint:
      'Si está activado, los usuarios de la empresa introducen, además de la contraseña, un código SMS enviado a su móvil',
    loginCodeOn: 'Activado',
    loginCodeOff: 'Desactivado',
    review: {
      title: 'Registros de empresas',
      filter: { pending: 'Pendientes', active: 'Aprobadas', disabled: 'Rechazadas / desactivadas' },
      keyword: 'Nombre o código de crédito',
      refresh: 'Actualizar',
      admin: 'Administrador de la empresa',
      createdAt: 'Registrada',
      reviewedAt: 'Revisada',
      empty: 'Ninguna empresa coincide',
      emptyPending: 'No hay registros pendientes de revisión',
      approve: 'Aprobar',
      approveConfirm:
        '¿Aprobar el registro de «{{name}}»? Sus cuentas podrán acceder y su administrador recibirá un SMS.',
      approvedDone: '«{{name}}» aprobada; se avisó a su administrador por SMS',
      reject: 'Rechazar',
      rejectTitle: 'Rechazar el registro de «{{name}}»',
      reason: 'Motivo',
      reasonHint: 'El solicitante verá este motivo en la página de acceso y en el SMS',
      reasonRequired: 'Indique el motivo del rechazo',
      rejectedDone: '«{{name}}» rechazada; se avisó a su administrador por SMS',
    },
  },
};
