import type { LocaleMessages } from './zh';

export const es: LocaleMessages = {
  app: {
    name: {
      saasPlatform: 'Plataforma SaaS Zhuji',
      wholeChainPlatform: 'Plataforma de construcción de ingeniería de cadena completa',
      workbench: 'Mesa de trabajo de producción de obra',
      titleSuffix: 'Plataforma SaaS - Sistema de negocio',
    },
    tagline: 'Gestión integral de la calidad en proyectos de construcción',
  },
  language: {
    label: 'Idioma',
    zh: '简体中文',
    en: 'English',
    es: 'Español',
  },
  route: {
    home: 'Inicio',
    login: 'Iniciar sesión',
    notFound: 'Página no encontrada',
    serverError: 'Error del servidor',
    noPermission: 'Sin permiso',
  },
  errors: {
    backHome: 'Volver al inicio',
    back: 'Volver',
    notFound: {
      title: '404',
      description: 'Lo sentimos, la página que visitó no existe o ha sido eliminada.',
    },
    serverError: {
      title: '500',
      description: 'Lo sentimos, se produjo un error en el servidor. Inténtelo de nuevo más tarde.',
    },
    noPermission: {
      title: '401',
      description: 'Lo sentimos, no tiene permiso para ver esta página. Contacte con su administrador.',
    },
  },
  login: {
    title: 'Acceso a la cuenta',
    account: 'Cuenta',
    accountPlaceholder: 'Introduzca su cuenta',
    accountRequired: 'Introduzca su cuenta',
    password: 'Contraseña',
    passwordPlaceholder: 'Introduzca su contraseña',
    passwordRequired: 'Introduzca su contraseña',
    submit: 'Iniciar sesión',
    unavailable: 'El servicio de inicio de sesión aún no está disponible. Inténtelo más tarde.',
    copyright: '© {{year}} {{platform}}',
  },
  home: {
    welcome: 'Bienvenido a {{platform}}',
    description: 'Los módulos de negocio están en construcción.',
    logout: 'Cerrar sesión',
  },
  api: {
    loginExpired: 'Su sesión ha caducado',
    timeout: 'La solicitud ha excedido el tiempo de espera. Inténtelo más tarde.',
    network: 'Error de red. Compruebe su conexión e inténtelo de nuevo.',
    failed: 'La solicitud ha fallado',
    withDetail: '{{message}}: {{detail}}',
    status: {
      '400': 'Solicitud incorrecta; no se creó ni modificó ningún dato',
      '401': 'Sin autorización (token, usuario o contraseña incorrectos)',
      '403': 'Autorizado, pero el acceso está prohibido',
      '404': 'El registro no existe',
      '406': 'El formato solicitado no está disponible',
      '410': 'El recurso solicitado se ha eliminado permanentemente',
      '422': 'Se produjo un error de validación al crear el objeto',
      '500': 'Error del servidor',
      '502': 'Error de puerta de enlace',
      '503': 'Servicio no disponible',
      '504': 'Tiempo de espera de la puerta de enlace agotado',
      other: 'La solicitud falló con el estado {{status}}',
    },
  },
};
