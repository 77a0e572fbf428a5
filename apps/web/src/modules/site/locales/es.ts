import type { Messages } from '../../../kit/web-module';
import type { zhSite } from './zh';

export const esSite: Messages<typeof zhSite> = {
  site: {
    title: 'Registro en obra',
    today: 'Trabajo de hoy',
    project: 'Proyecto: {{name}}',
    noProject: 'Elija primero el proyecto actual en el escritorio',
    login: 'Inicie sesión primero',
    offline: 'Sin red: los registros se guardan en el teléfono',
    online: 'En línea',
    waiting: '{{count}} pendientes de sincronizar',
    sendNow: 'Sincronizar ahora',
    update: 'Hay una versión nueva',
    updateNow: 'Actualizar',
    search: 'Buscar por número de pilote',
    underWay: 'En ejecución',
    noPiles: 'Hoy no hay pilotes por ejecutar',
    cachedAt: 'Datos de pilotes del {{at}}',
    state: {
      local: 'Solo en el teléfono',
      sending: 'Sincronizando',
      synced: 'Sincronizado',
      failed: 'Requiere atención',
    },
    kind: {
      pile: 'Registro de ejecución',
      sampling: 'Toma de probetas',
      reply: 'Respuesta a corrección',
      receipt: 'Recepción de material',
    },
    records: 'Registros en el teléfono',
    pile: {
      record: 'Registro {{no}}',
      step: { hole: 'Perforación', cage: 'Armadura', pour: 'Hormigonado' },
      complete: 'Ejecución terminada',
      save: 'Guardar en el teléfono',
      judged: 'Evaluación',
      pass: 'Conforme',
      fail: 'Fuera de tolerancia',
      fillingCoefficient: 'Coeficiente de llenado {{value}}',
      photos: 'Fotos del proceso',
      addPhoto: 'Tomar foto',
      photoCount: '{{count}} fotos',
    },
    edit: 'Corregir y reenviar',
    discard: 'Descartar',
    entry: {
      intro:
        'Abra el registro en obra en el navegador del teléfono y añádalo a la pantalla de inicio: pilotes y fotos se registran sin señal y se sincronizan al volver la red.',
      open: 'Abrir registro en obra',
      address: 'Dirección en el teléfono: {{url}}',
    },
    back: 'Volver',
  },
};
