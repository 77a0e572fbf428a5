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
  },
};
