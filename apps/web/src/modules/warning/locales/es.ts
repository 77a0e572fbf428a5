import type { zhWarning } from './zh';

export const esWarning: typeof zhWarning = {
  warning: {
    rule: {
      testBlock: 'Alertas de probetas',
      pileAbnormal: 'Anomalías de pilotaje',
      foundationAbnormal: 'Anomalías de cimentación',
      mainBodyAbnormal: 'Anomalías de estructura',
      rectificationOverdue: 'Correcciones vencidas',
      rebarRetest: 'Reensayos de acero no conformes',
      pileDetection: 'Ensayos de pilotes no conformes',
      testBlockRate: 'Tasa de probetas baja',
      witnessRatio: 'Proporción de testigos baja',
      curingExcursion: 'Cámara de curado fuera de rango',
    },
    ruleHelp: {
      testBlock: 'Un lote de resistencia no conforme o un grupo de probetas no válido (GB/T 50107-2010).',
      pileAbnormal:
        'Un registro fuera de tolerancia, o un derrumbe, pilote roto o estrangulamiento registrado.',
      foundationAbnormal:
        'Una comprobación de capacidad portante, compactación o cota del fondo no conforme, o una inspección de supervisión no conforme.',
      mainBodyAbnormal:
        'Asentamiento fuera de tolerancia, juntas de mortero poco llenas, una prueba de agua con fugas o una inspección de supervisión no conforme.',
      rectificationOverdue: 'Una corrección sin cerrar tras su plazo más los días indicados aquí.',
      rebarRetest: 'Un reensayo de recepción o doble de acero con ítems no conformes.',
      pileDetection:
        'Integridad clase III o IV, o capacidad portante inferior al diseño, en un ensayo de pilotes.',
      testBlockRate: 'Grupos hechos ÷ grupos requeridos (GB 50202-2018 5.1.3) por debajo del valor fijado.',
      witnessRatio:
        'Grupos con testigo ÷ grupos enviados por debajo del valor; nunca menos del 30 % (建建[2000]211号).',
      curingExcursion:
        'Una cámara de curado estándar fuera de 20 ± 2 °C o por debajo del 95 %HR (GB/T 50081-2019) más tiempo del tolerado; indica los grupos que había dentro.',
    },
    level: { serious: 'Grave', normal: 'Normal', hint: 'Aviso' },
    status: { open: 'Pendiente', handled: 'Atendida' },
    abnormal: {
      title: 'Anomalías',
      keyword: 'Buscar título, detalle, pilote o lote',
      type: 'Tipo',
      level: 'Nivel',
      status: 'Estado',
      export: 'Exportar Excel',
      empty: 'No hay anomalías en este proyecto',
      emptyFiltered: 'Ninguna anomalía coincide con los filtros',
      loadFailed: 'No se pudieron cargar las anomalías',
      retry: 'Reintentar',
      disabled: 'Desactivada',
      open: '{{count}} pendientes',
      total: '{{count}} en total',
      all: 'Todas',
      column: {
        level: 'Nivel',
        type: 'Tipo',
        title: 'Anomalía',
        related: 'Relacionado con',
        raisedAt: 'Fecha',
        status: 'Estado',
        operation: 'Acción',
      },
      openSource: 'Ver origen',
    },
    config: {
      title: 'Configuración de alertas',
      intro:
        'Reglas de alerta del proyecto: las reglas activas alimentan la lista de anomalías en vivo; un cambio guardado se aplica al instante.',
      readOnly: 'Solo el jefe de proyecto puede cambiar la configuración; usted puede consultarla.',
      notifyNote:
        'Cuando aparece una alerta nueva, los miembros con los roles elegidos reciben un mensaje (Mis mensajes · Alerta temprana) en la siguiente comprobación (cada 10 minutos por defecto); cada alerta se avisa una sola vez.',
      enabled: 'Activa',
      threshold: 'Umbral',
      noThreshold: 'Sin umbral: todo registro alerta',
      notifyRoles: 'Roles a notificar',
      notifyPlaceholder: 'Elija los roles a notificar',
      unit: { percent: '%', days: 'días' },
      range: 'Rango {{min}}–{{max}} {{unit}}',
      defaults: 'Valores por defecto',
      updated: 'Cambiada por {{name}} el {{at}}',
      save: 'Guardar',
      reset: 'Deshacer cambios',
      saved: 'Configuración de alertas guardada',
      nothingChanged: 'No hay cambios que guardar',
      loadFailed: 'No se pudo cargar la configuración de alertas',
      retry: 'Reintentar',
      column: {
        rule: 'Regla de alerta',
        enabled: 'Activa',
        threshold: 'Umbral',
        notifyRoles: 'Roles a notificar',
        updated: 'Último cambio',
      },
    },
  },
};
