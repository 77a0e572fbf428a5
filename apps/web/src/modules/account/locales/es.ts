import type { Messages } from '../../../kit/web-module';
import type { zhAccount } from './zh';

export const esAccount: Messages<typeof zhAccount> = {
  authRedirect: {
    title: 'El inicio de sesión volvió a la primera ventana',
    description:
      'Continúe en la ventana desde la que empezó; si no la encuentra, inicie sesión aquí de nuevo.',
    login: 'Ir al inicio de sesión',
  },
  profile: {
    title: 'Mi perfil',
    avatar: 'Foto de perfil',
    upload: 'Subir foto',
    removeAvatar: 'Quitar foto',
    introduction: 'Sobre mí',
    placeholder: 'Su puesto y especialidad, para que los miembros del proyecto sepan quién es',
    tooLong: 'Como máximo {{max}} caracteres',
    saved: 'Perfil guardado',
  },
};
