export const esNotice = {
  notice: {
    title: 'Avisos',
    description:
      'Avisos, comunicados y consejos técnicos de los reguladores y de la plataforma; sin necesidad de iniciar sesión.',
    keyword: 'Buscar por título',
    empty: 'Todavía no hay avisos',
    noMatch: 'Ningún aviso coincide',
    loadFailed: 'No se pudieron cargar los avisos',
    publisher: 'Publicado por {{publisher}}',
    read: 'Leer',
    back: 'Volver al inicio de sesión',
    total: '{{count}} en total',
  },
};
