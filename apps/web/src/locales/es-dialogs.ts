import type { zhDialogs } from './zh-dialogs';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const esDialogs: Messages<typeof zhDialogs> = {
  dialogs: {
    notice: 'Aviso',
    gotIt: 'Entendido',
    startup: {
      contractMissing:
        'La información del contrato o de la descripción general no está registrada. Pida a la unidad constructora que la complete.',
      tenderMissing:
        'La información de licitación de este proyecto no está registrada. Se solicita al responsable del proyecto del contratista principal que la registre.',
    },
    specimen: {
      title: 'Aviso de asociación de pilotes',
      summary:
        '<strong>{{count}}</strong> grupos de probetas de este proyecto no están vinculados a pilotes. Posibles causas:',
      reasonNotRegistered: 'los pilotes aún no están registrados;',
      reasonMismatch: 'los números de pilote no coinciden con la ubicación enviada.',
      action: 'Registre los pilotes o vincule los números de pilote manualmente en la gestión de probetas.',
    },
    projectStatus: {
      infoTitle: 'Información del proyecto incompleta',
      info: 'La información del proyecto principal aún no está completa. Pida al contratista general que inicie sesión en la plataforma de la unidad y la complete; después podrá usar la aplicación.',
      designTitle: 'Información de diseño del subproyecto incompleta',
      design:
        'La información de diseño del subproyecto no está completa. Complétela en la información de diseño de subproyectos del proyecto principal; después podrá usar la aplicación.',
      current: 'Proyecto actual: {{name}}',
      switch: 'Cambiar de subproyecto',
      logout: 'Cerrar sesión',
      pickerTitle: 'Cambiar de subproyecto',
      pickerHint: 'Elija el subproyecto al que entrar; la página se recargará tras el cambio.',
      currentTag: 'Actual',
      incompleteTag: 'Información incompleta',
      confirm: 'Cambiar',
      cancel: 'Cancelar',
      switching: 'Cambiando de proyecto…',
      switched: 'Cambiado a «{{name}}», recargando…',
    },
    output: {
      title: 'Recordatorio de informe de producción',
      text: 'Informe el valor de producción del mes anterior entre el día {{from}} y el día {{to}} de cada mes.',
      stopped:
        'Si el proyecto está terminado o detenido, cambie su estado; después no es necesario informar la producción.',
      params: 'Plazo de la primera quincena de este proyecto: del día {{start}} al día {{end}} de cada mes',
      project: 'Proyecto: {{name}}',
      close: 'Entendido',
    },
    token: {
      title: 'Sesión en riesgo',
      text: 'El estado de inicio de sesión de la cuenta actual está en riesgo. Vuelva a iniciar sesión.',
      relogin: 'Volver a iniciar sesión',
    },
    hotline: {
      label: 'Atención al cliente',
      scan: 'Escanee con WeChat para contactar con atención al cliente',
      phone: 'Teléfono: {{phone}}',
      hours: 'Horario de atención: {{hours}}',
      unavailable: 'No hay contacto de atención al cliente',
    },
    help: {
      label: 'Guía de ayuda',
      title: 'Guía de ayuda',
      index: 'N.º',
      name: 'Nombre',
      scope: 'Ámbito',
      qrCode: 'Código QR',
      qrAlt: 'Código QR de {{title}}',
      open: 'Abrir',
      hint: 'Escanee un código QR con WeChat para obtener ayuda',
      manual: 'Abrir el manual de usuario',
      empty: 'Aún no hay entradas de ayuda',
    },
  },
};
