import type { Messages } from '../../../kit/web-module';
import type { zhManual } from './zh';

export const esManual: Messages<typeof zhManual> = {
  manual: {
    description:
      'Para qué sirve cada página del menú, quién la rellena y qué ocurre después de enviar. El «?» junto al título de una página abre aquí su sección.',
    search: 'Buscar en el manual, p. ej. «probeta», «corrección»',
    noMatch: 'No se encontró nada para «{{keyword}}»',
    matches: '{{count}} secciones encontradas',
    contents: 'Contenido',
    backToLogin: 'Volver al inicio de sesión',
    loadFailed: 'No se pudo cargar el manual',
  },
};
