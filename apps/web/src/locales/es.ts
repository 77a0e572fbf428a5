import { esAcceptance } from '../modules/acceptance/locales/es';
import { esCompany } from '../modules/company/locales/es';
import { esComplaint } from '../modules/complaint/locales/es';
import { esCost } from '../modules/cost/locales/es';
import { esDocument } from '../modules/document/locales/es';
import { esFire } from '../modules/fire/locales/es';
import { esFlow } from '../modules/flow/locales/es';
import { esFunds } from '../modules/funds/locales/es';
import { esHome } from '../modules/home/locales/es';
import { esMainBody } from '../modules/main-body/locales/es';
import { esMaterialLedger } from '../modules/material/locales/es';
import { esMaterial } from '../modules/material-inspection/locales/es';
import { esNotice } from '../modules/notice/locales/es';
import { esOutput } from '../modules/output/locales/es';
import { esParty } from '../modules/party/locales/es';
import { esPile } from '../modules/pile/locales/es';
import { esPileDetection } from '../modules/pile-detection/locales/es';
import { esProgress } from '../modules/progress/locales/es';
import { esProject } from '../modules/project/locales/es';
import { esRecords } from '../modules/records/locales/es';
import { esRectification } from '../modules/rectification/locales/es';
import { esReport } from '../modules/report/locales/es';
import { esRisk } from '../modules/risk/locales/es';
import { esSupplier } from '../modules/supplier/locales/es';
import { esTender } from '../modules/tender/locales/es';
import { esTestBlock } from '../modules/test-block/locales/es';
import { esWarning } from '../modules/warning/locales/es';
import { esDialogs } from './es-dialogs';
import { esKit } from './es-kit';
import { esShell } from './es-shell';
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
    register: 'Registro de empresa',
    findPassword: 'Restablecer contraseña',
    passwordUpdate: 'Cambiar contraseña',
    phoneUpdate: 'Cambiar teléfono',
    announcement: 'Avisos',
    previewDetection: 'Verificación de informe',
    onlyPicture: 'Imagen',
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
    failed: 'No se pudo iniciar sesión. Inténtelo más tarde.',
    insecureContext:
      'La conexión no es segura y el navegador no puede cifrar la contraseña. Acceda al sistema por HTTPS.',
    copyright: '© {{year}} {{platform}}',
    register: 'Registrar una empresa',
    forgotPassword: '¿Olvidó su contraseña?',
    code: 'Código SMS',
    codePlaceholder: 'Introduzca el código SMS',
    codeRequired: 'Introduzca el código SMS',
    codeSent: 'Se envió un código a {{phone}}; introdúzcalo para completar el acceso',
    status: {
      title: '{{name}}: {{status}}',
      ask: 'Consultar el registro de una empresa',
      placeholder: 'Código de crédito social unificado',
      check: 'Consultar',
      badCode: 'Introduzca un código de crédito social unificado válido',
      loading: 'Consultando el estado de la revisión…',
      pending: 'Pendiente de revisión',
      pendingHint:
        'Sus cuentas podrán acceder cuando la plataforma lo apruebe; el administrador de la empresa recibirá un SMS.',
      active: 'Aprobada',
      activeHint: 'Las cuentas de su empresa ya pueden acceder.',
      disabled: 'Desactivada',
      disabledHint: 'Esta empresa está desactivada; contacte con el soporte de la plataforma.',
      rejected: 'Rechazada',
      reason:
        'Motivo: {{reason}}. Corríjalo y contacte con el soporte de la plataforma para una nueva revisión.',
    },
  },
  home: {
    greeting: {
      morning: 'Buenos días, {{name}}',
      afternoon: 'Buenas tardes, {{name}}',
      evening: 'Buenas noches, {{name}}',
    },
    welcome: 'Bienvenido a {{platform}}',
    description: 'Los módulos de negocio están en construcción.',
    logout: 'Cerrar sesión',
    company: 'Empresa',
    currentProject: 'Proyecto actual',
    division: 'Tipo de obra',
    currentRole: 'Rol actual',
    noRole: 'Sin rol asignado',
    noProject: 'Sin proyecto actual',
    projectCount: 'Mis proyectos',
    unreadMessages: 'Mensajes sin leer',
    projects: 'Mis proyectos',
    current: 'Actual',
    noProjects: 'Todavía no forma parte de ningún proyecto',
    projectsFailed: 'No se pudo cargar la lista de proyectos',
    infoIncomplete: 'Información incompleta',
    loadFailed: 'No se pudo cargar su información de usuario',
    retry: 'Reintentar',
  },
  companyType: {
    '1': 'Contratista',
    '2': 'Promotor',
    '3': 'Supervisor',
    '4': 'Topógrafo',
    '5': 'Proyectista',
    '6': 'Laboratorio de ensayos',
    '7': 'Proveedor de materiales',
    '8': 'Organismo de control de calidad',
    '9': 'Operador de la plataforma',
  },
  account: {
    field: {
      name: 'Nombre',
      namePlaceholder: 'Introduzca su nombre',
      phone: 'Número de móvil',
      phonePlaceholder: 'Introduzca el móvil de 11 dígitos',
      code: 'Código de verificación',
      codePlaceholder: 'Introduzca el código SMS',
      oldPassword: 'Contraseña actual',
      oldPasswordPlaceholder: 'Introduzca su contraseña actual',
      currentPassword: 'Contraseña de acceso',
      currentPasswordPlaceholder: 'Introduzca su contraseña de acceso actual',
      password: 'Contraseña',
      newPassword: 'Nueva contraseña',
      passwordPlaceholder: 'De 6 a 20 dígitos o letras, distingue mayúsculas',
      passwordConfirm: 'Confirmar contraseña',
      passwordConfirmPlaceholder: 'Introduzca de nuevo la contraseña',
    },
    backToLogin: 'Volver al acceso',
    backHome: 'Volver al inicio',
    register: {
      title: 'Registro de empresa',
      description:
        'La plataforma revisa el registro; una vez aprobado, la cuenta de administrador puede acceder',
      companySection: 'Empresa',
      adminSection: 'Cuenta de administrador',
      unitName: 'Nombre de la empresa',
      unitNamePlaceholder: 'Nombre completo según la licencia comercial',
      creditCode: 'Código unificado de crédito social',
      creditCodePlaceholder: 'Introduzca el código de 18 caracteres',
      creditCodeTaken: 'Este código de crédito ya está registrado ({{name}})',
      compType: 'Tipo de empresa',
      compTypePlaceholder: 'Seleccione el tipo de empresa',
      compTypeRequired: 'Seleccione el tipo de empresa',
      qualification: 'Cualificación',
      qualificationPlaceholder: 'Seleccione una cualificación (opcional)',
      qualificationNeedsType: 'Seleccione primero el tipo de empresa',
      region: 'Región',
      regionRequired: 'Seleccione la región',
      address: 'Dirección',
      addressPlaceholder: 'Calle y número, hasta 50 caracteres',
      legalPerson: 'Representante legal',
      legalPersonPlaceholder: 'Nombre del representante legal',
      legalPersonPhone: 'Móvil del representante legal',
      technician: 'Director técnico',
      technicianPlaceholder: 'Nombre del director técnico (opcional)',
      technicianPhone: 'Móvil del director técnico',
      technicianPhonePlaceholder: 'Número de móvil (opcional)',
      account: 'Cuenta de acceso',
      accountPlaceholder: 'De 2 a 20 letras chinas o latinas',
      adminName: 'Nombre del administrador',
      adminPhone: 'Móvil del administrador',
      submit: 'Enviar registro',
      haveAccount: '¿Ya tiene una cuenta?',
      toLogin: 'Iniciar sesión',
      pendingTitle: 'Registro enviado, pendiente de revisión',
      pendingDescription:
        'Cuando la plataforma haya revisado el registro de «{{unit}}», podrá acceder con la cuenta «{{account}}».',
      activeTitle: 'Registro completado',
      activeDescription: '«{{unit}}» está activa; ya puede acceder con la cuenta «{{account}}».',
      goLogin: 'Ir al acceso',
    },
    passwordUpdate: {
      title: 'Cambiar contraseña',
      description:
        'Tras el cambio se cierran todas las sesiones en todos los dispositivos; vuelva a acceder con la nueva contraseña.',
      submit: 'Cambiar contraseña',
      sameAsOld: 'La nueva contraseña debe ser distinta de la actual',
      success: 'Contraseña cambiada. Vuelva a acceder con la nueva contraseña',
    },
    phoneUpdate: {
      title: 'Cambiar teléfono',
      description:
        'Se envía un código al nuevo número; confírmelo con su contraseña de acceso para cambiarlo.',
      current: 'Móvil actual',
      none: 'Ninguno',
      newPhone: 'Nuevo número de móvil',
      newPhonePlaceholder: 'Introduzca el nuevo móvil de 11 dígitos',
      samePhone: 'El nuevo número es igual al actual',
      submit: 'Cambiar teléfono',
      success: 'Número de móvil cambiado',
    },
    findPassword: {
      title: 'Restablecer contraseña',
      description: 'Reciba un código en el móvil de su cuenta y establezca una nueva contraseña de acceso',
      submit: 'Restablecer contraseña',
      success: 'Contraseña restablecida. Acceda con la nueva contraseña',
    },
    personal: {
      title: 'Complete su información personal',
      description:
        'En su primer acceso, complete su información y establezca una nueva contraseña; después vuelva a acceder con ella.',
      locked: 'Su nombre y su móvil los registró un administrador y no se pueden cambiar.',
      phoneSearchHint: 'Escriba 6 dígitos o más para buscar números registrados',
      save: 'Guardar',
      logout: 'Cerrar sesión',
      success: 'Información personal guardada. Vuelva a acceder con la nueva contraseña',
    },
  },
  ...esShell,
  ...esDialogs,
  ...esKit,
  ...esHome,
  ...esNotice,
  ...esProject,
  ...esTender,
  ...esOutput,
  ...esProgress,
  ...esFunds,
  ...esCost,
  ...esComplaint,
  ...esFire,
  ...esMainBody,
  ...esParty,
  ...esMaterialLedger,
  ...esRisk,
  ...esSupplier,
  ...esCompany,
  ...esRecords,
  ...esPile,
  ...esPileDetection,
  ...esTestBlock,
  ...esDocument,
  ...esWarning,
  ...esMaterial,
  ...esAcceptance,
  ...esFlow,
  ...esRectification,
  ...esReport,
  division: {
    MAIN: 'Estructura principal',
    PILE_FOUNDATION: 'Cimentación por pilotes',
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
