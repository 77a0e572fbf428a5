import type { Messages } from '../../../kit/web-module';
import type { zhManualContent } from './zh';

// The user manual in Spanish: the same sections as zh.ts.
export const esManualContent: Messages<typeof zhManualContent> = {
  title: 'Manual de usuario',
  startTitle: 'Primeros pasos',
  startPages: {
    SignIn: 'Iniciar sesión',
    Register: 'Registro y revisión de la empresa',
    SwitchProject: 'Cambiar de proyecto y de rol',
    Workflow: 'El recorrido de un registro',
    Phone: 'Uso en el teléfono',
  },
  chapters: {
    Start:
      'Lea primero este capítulo: cómo iniciar sesión, cómo se incorpora una empresa a la plataforma, cómo cambiar de proyecto y de rol, y quién interviene en un registro desde su captura hasta su archivo.',
    Home: 'El panel de trabajo que ve al iniciar sesión: lo que cada uno de sus proyectos necesita de usted hoy.',
    Project:
      'El proyecto es la unidad de trabajo de la plataforma: el promotor o el contratista principal registra un proyecto principal, dividido en lotes (subproyectos), cada uno con sus partes, personas, subpartidas y registros. El «proyecto actual» elegido arriba decide qué lote muestran todas las páginas.',
    BasicEngineer:
      'El plan de obra de la cimentación y las partes definidas por planta, a las que se refieren los registros de hormigonado de la estructura.',
    PileFoundation:
      'Los trabajos de pilotaje, desde los tipos de pilote y los registros de obra hasta la recepción; las desviaciones y el coeficiente de llenado de cada pilote se juzgan al introducirlos según GB 50202-2018.',
    MainBody:
      'Hormigonados de la estructura (con su orden de hormigonado para aprobar), fábricas e impermeabilización.',
    Inspection:
      'Las probetas de hormigón desde la toma de muestras hasta el informe del laboratorio, y el sorteo y los resultados de los ensayos de pilotes, se gestionan en el centro de ensayos.',
    Material:
      'El registro completo de materiales: plan, suministro, recepción, ensayo y salida. El stock se calcula a partir de las recepciones y las salidas.',
    Quality:
      'Recepción de lotes de inspección, subpartidas y capítulos según GB 50300-2013, y órdenes de corrección: emisión, respuesta y nueva inspección.',
    Warning:
      'Los problemas que la plataforma detecta en los registros (desviaciones fuera de tolerancia, probetas no conformes, correcciones vencidas y otros) se reúnen en la lista de anomalías; las reglas se ajustan en la configuración de alertas.',
    Audit:
      'Todo lo que requiere aprobación se tramita en el centro de revisión: proyectos, presentaciones de materiales, órdenes de hormigonado, informes de producción y la revisión de las empresas recién registradas por el administrador de la plataforma.',
    Document:
      'Documentos guarda los registros del proyecto en un árbol de carpetas: subir, descargar, enviar a la papelera y restaurar; cada acción queda en el registro de operaciones. Las carpetas tienen como máximo cinco niveles y los nombres no se repiten dentro de un mismo nivel.',
    Report:
      'Los informes se calculan en el momento a partir de los registros del proyecto para el intervalo de fechas elegido; las mismas cifras se descargan en Excel.',
    Collaboration:
      'La plataforma le envía un mensaje cuando algo requiere su atención (una corrección, una recepción, una presentación, una alerta, una solicitud de precios); los miembros del proyecto también pueden enviarse mensajes con un archivo.',
    RiskControl:
      'El inventario de fuentes de peligro (incluidas las obras peligrosas y sus planes especiales) y las rondas de inspección de riesgos; un peligro detectado en una ronda genera una orden de corrección.',
    FireManagement:
      'Comprobaciones relacionadas con incendios en la estructura: muros cortafuegos, sellados, pintura ignífuga, evacuación y otras; un elemento no conforme pasa a corrección.',
    PartyBuilding:
      'La célula temporal del partido en el proyecto: organización, miembros, actividades y evaluaciones. La usa el contratista; la estación de supervisión la consulta.',
    BasicInfo:
      'La información y las cualificaciones de su empresa, que mantiene el administrador de la empresa.',
  },
  pages: {
    SignIn:
      'Introduzca su número de teléfono y su contraseña en la página de inicio de sesión, o entre con un código SMS. Algunas empresas exigen un segundo factor: entonces también se pide un código SMS.\nEn el primer inicio de sesión, o tras un restablecimiento, primero se le pide cambiar la contraseña; si sus datos personales están incompletos, se le pide completarlos. Si olvidó la contraseña, elija «Olvidé mi contraseña» y defina una nueva con un código SMS.',
    Register:
      'Una empresa nueva elige «Registro de empresa» en la página de inicio de sesión, introduce su nombre, código de crédito social unificado, región, representante legal y responsable técnico, sube sus certificados de cualificación y crea su cuenta de administrador.\nLa empresa queda pendiente de revisión y la página de inicio de sesión muestra su estado. Cuando el administrador de la plataforma la aprueba en «Revisión de registros de empresas», sus usuarios pueden entrar; si se rechaza, la página muestra el motivo y la empresa puede corregir y volver a enviar.',
    SwitchProject:
      'El «proyecto actual» de la parte superior permite buscar y cambiar entre los lotes en los que participa. Una misma persona puede tener roles distintos en proyectos distintos; tras el cambio, los menús y botones siguen el nuevo rol.\nLas páginas que ve y lo que puede hacer en ellas dependen de su rol en el proyecto actual; los registros que no le corresponden no se muestran.',
    Workflow:
      'La mayoría de los registros siguen el mismo camino: el contratista lo introduce en obra → la plataforma lo juzga al momento según la norma nacional → lo que requiere aprobación pasa al centro de aprobaciones → la dirección de obra o el promotor aprueba → un incumplimiento genera una orden de corrección y aparece en la lista de anomalías → tras la respuesta, el emisor vuelve a inspeccionar y la cierra.\nCada paso guarda quién hizo qué y cuándo; un registro aprobado ya no se puede modificar.',
    Phone:
      'La plataforma funciona en el navegador del teléfono: el menú se pliega en el botón de arriba a la izquierda y las tablas se desplazan a los lados para ver más columnas. Donde la señal sea débil, envíe desde un lugar con mejor cobertura; la página confirma cada envío correcto.',
    HomeIndex:
      'El panel muestra una tarjeta por cada uno de sus proyectos: avance, aprobaciones pendientes, alertas abiertas y recordatorios de lo que debe informar. Pulse una cifra de la tarjeta para abrir la página correspondiente.\nLos avisos de la plataforma se muestran encima de las tarjetas.',
    ProjectList:
      'Todos los proyectos y lotes en los que participa, filtrables por nombre o estado. Abra un proyecto para ver sus detalles: datos básicos, partes, avance y fases de obra.',
    ProjectManage:
      'El jefe de proyecto del contratista principal registra aquí el proyecto principal: promotor, contratista principal, jefe de proyecto, responsable técnico, importe del contrato (10 000 CNY) y modalidad de contratación, y lo divide en lotes.\nLa plataforma revisa el registro; solo cuando se aprueba la información del proyecto está completa. Un registro rechazado puede corregirse y volver a enviarse.',
    ProjectBuilding:
      'Los edificios del lote: número, nombre, plantas sobre y bajo rasante, tipo de estructura, altura y superficie. El número de edificio es único en el proyecto; los edificios pueden importarse desde Excel.',
    ProjectMembers:
      'El jefe de proyecto añade a los miembros del proyecto y les asigna roles. Quien deja el proyecto ya no lo ve; los registros que envió se conservan.',
    ProjectDivision:
      'Las cinco partes responsables del proyecto: promotor, empresa de estudios geotécnicos, proyectista, contratista y dirección de obra, con sus responsables; cada parte debe ser una empresa registrada en la plataforma.',
    ProjectSubitem:
      'Marque los capítulos, subcapítulos y subpartidas de GB 50300-2013 que incluye este lote; solo se pueden recibir lotes de inspección de las subpartidas elegidas aquí.',
    ProjectContract:
      'Datos del contrato (modalidad, importe, superficie), la licitación con su adjudicatario, el anuncio de licitación y la licitación del proyecto. Si el importe es de 500 000 CNY o más, la modalidad es licitación pública o por invitación y aún no hay licitación registrada, se le recuerda registrarla al iniciar sesión.',
    ProjectProgress:
      'Planifique las cantidades de cada partida e informe cada semana la cantidad real; un gráfico compara lo planificado con lo real. También se muestran las fases de obra del lote.',
    ProjectOutput:
      'A principios de cada mes, informe la producción del mes anterior: valor planificado y real (10 000 CNY), cantidades principales, avance visible y plan del mes siguiente. La dirección de obra revisa y el promotor confirma; los acumulados y porcentajes los calcula la plataforma. Mientras falte el mes anterior, un aviso se muestra arriba.',
    ProjectFunds:
      'Registre el pago a cuenta de cada mes: producción aprobada, porcentaje pagadero según contrato, importe pagado y fecha; el pago acumulado y su porcentaje se calculan solos.',
    ProjectCost:
      'El contratista registra los costes línea a línea por partida presupuestaria (mano de obra, materiales, maquinaria, medidas, subcontratas, gestión, otros), con el IVA separado. El número de justificante es único en el proyecto, así que al importar de nuevo un archivo se omiten las líneas ya existentes.',
    ProjectComplaint:
      'Quejas contra una parte del proyecto y su tramitación (pendiente → en trámite → cerrada), y la evaluación del desempeño de cada parte a partir de sus quejas y correcciones.',
    ProjectRecords:
      'Los registros de referencia del proyecto: sondeos y estratos del terreno con sus parámetros, bienes adquiridos, datos de proyecto y de obra de los pilotes, y el personal de cada empresa; otras páginas los consultan.',
    PlanPrincipal:
      'El plan de obra de la cimentación, con el inicio y el fin reales comparados con lo previsto.',
    MainPartSetting:
      'Las partes que se hormigonan en cada planta de cada edificio, con su resistencia de hormigón; los registros de hormigonado eligen su parte de esta lista.',
    FoundationCheck:
      'Registre los controles de cimentación: capacidad portante, coeficiente de compactación y cota del fondo de excavación se juzgan uno a uno; un fallo pasa a la lista de anomalías (origen: cimentación). Los límites están marcados como pendientes de verificar y se pueden ajustar por proyecto.',
    PileConstruction:
      'Primero defina los tipos de pilote del lote en «Tipos de pilote» (pilotes perforados, pilotes de mezcla de cemento, pilotes tubulares pretensados) con sus valores de proyecto; después registre cada pilote a medida que avanza la obra: perforación, armadura, hormigonado (volumen teórico y real).\nCada valor se juzga según GB 50202-2018 mientras escribe: los valores fuera de tolerancia o un coeficiente de llenado no conforme se marcan en rojo y pasan a la lista de anomalías. Los encargados y los inspectores de calidad registran; el jefe de proyecto o el responsable técnico confirma, y después el registro ya no se puede modificar.\nLa misma página contiene el plan diario, las máquinas de pilotaje, el consumo de materiales, el replanteo y los controles por muestreo de la dirección de obra.',
    PileAcceptance:
      'La hoja de recepción de pilotes de cada tipo: los puntos de control de GB 50202-2018 con los datos medidos y el número de pilotes que la norma exige ensayar, lista para imprimir y archivar.',
    SiteEntry:
      'Registre junto a la pilotadora desde el móvil: el registro del pilote paso a paso según su tipo, juzgado al escribir, además del muestreo de probetas, la recepción de hormigón y las respuestas a correcciones. Sin señal los registros quedan en el móvil (solo en el dispositivo) y se envían al volver la red; cada uno muestra su estado.',
    ConcretePour:
      'Registre en cada hormigonado la parte del edificio, la resistencia y la impermeabilidad, el volumen, la planta de hormigón, las horas de inicio y fin y el asentamiento. Antes de hormigonar, envíe la orden de hormigonado para que la dirección de obra la apruebe en el centro de aprobaciones; la plataforma calcula cuántos grupos de probetas exige el volumen.',
    Masonry:
      'Registros de fábrica: tipo de bloque y de mortero, resistencia y volumen del mortero, probetas de mortero y llenado de juntas.',
    Waterproof:
      'Registros de impermeabilización: parte, material, y método y duración de la prueba de estanqueidad o de riego.',
    TestBlock:
      'Las probetas desde la toma hasta el informe: en cada hormigonado se toman grupos según el volumen y cada grupo recibe una etiqueta QR; un testigo del promotor o de la dirección de obra presencia la toma; tras el envío, el laboratorio recibe los grupos, introduce los resultados y emite el informe.\nLa página señala los grupos aún no vinculados a un pilote y evalúa la resistencia por lote. Una proporción de tomas con testigo por debajo del umbral de la configuración de alertas (30 % por defecto) aparece en la lista de anomalías.',
    WitnessAppointment:
      'La propiedad o la dirección de obra designan testigos por escrito: un miembro del proyecto, la carta firmada, el periodo y el alcance. Un muestreo solo puede nombrar a un testigo designado para esa fecha y alcance, y cuenta en el porcentaje de muestreo con testigo cuando el testigo lo confirma desde su cuenta.',
    CuringRoom:
      'Cámaras de curado normalizado: 20 ± 2 °C y humedad relativa de al menos 95 %. Los dispositivos envían lecturas con la clave propia de la cámara, o se introducen a mano; fuera de rango más tiempo que la tolerancia (30 minutos por defecto) genera un aviso con las probetas que había en la cámara.',
    PileDetection:
      'Calcula cuántos pilotes necesita cada ensayo según JGJ 106-2014, sortea de forma reproducible los pilotes a ensayar (un sorteo no puede cambiarse después), registra los resultados y juzga la clase de integridad; un pilote de clase III o IV genera una orden de corrección.',
    MaterialInspection:
      'Cada entrega de acero o de hormigón preparado se registra aquí: el acero se agrupa por calidad, colada y diámetro y se vuelve a ensayar, las uniones soldadas y mecánicas se ensayan por lote y en el hormigón se comprueban los cloruros. La recepción pasa después a la dirección de obra para su aprobación; un lote no conforme genera una corrección y una alerta.',
    MaterialPlan:
      'El plan de materiales (material, especificación, cantidad, fecha necesaria), que se envía al jefe de proyecto; los suministros solo se organizan sobre un plan aprobado.',
    MaterialDeliveryPlan:
      'Proveedores, fechas y cantidades de suministro sobre un plan de materiales aprobado.',
    MaterialReceive:
      'Registre lo que llega a obra por báscula o por recuento y compárelo con el plan de suministro; una diferencia fuera de tolerancia se señala. El stock aumenta con cada recepción. Puede indicarse el precio unitario del contrato o la factura para el plan de precios.',
    MaterialDeparture:
      'Registre los materiales que salen de la obra; el stock disminuye y no puede salir más de lo que hay.',
    MaterialStock:
      'El stock actual por material y especificación (recepciones menos salidas y consumos de pilotes, más o menos inventarios): el mismo libro que usan los registros de pilotes.',
    MaterialPricePlan:
      'Precios unitarios planificados por material y periodo, comparados con las ofertas de los proveedores y con las recepciones con precio de la misma especificación y unidad en el periodo; se marca el precio que supera el plan en más del umbral (5 % por defecto). Abra una fila para ver el precio y la desviación de cada recepción.',
    MaterialSupplier:
      'Busque proveedores de la plataforma por categoría de material y región atendida, consulte su perfil y envíe una solicitud de precios.',
    MaterialEnquiry:
      'Envíe una solicitud de precios a los proveedores elegidos; ofertan hasta la fecha límite y el proyecto acepta una oferta.',
    AcceptanceLot:
      'Tras revisar un lote de inspección, el encargado o el inspector de calidad solicita la recepción y la plataforma juzga al momento los puntos principales y generales; el ingeniero de supervisión especialista recibe lotes y subpartidas, y el director de obra organiza la recepción del capítulo (con la firma de estudios geotécnicos y proyecto en la cimentación). Un lote no conforme vuelve al contratista con una orden de corrección.',
    Rectification:
      'Las órdenes de corrección las emite la dirección de obra, el promotor, la estación de supervisión o el jefe de proyecto, o se generan solas a partir de registros no conformes. El contratista responde dentro del plazo con fotos; el emisor vuelve a inspeccionar y cierra la orden o la devuelve. Las órdenes vencidas aparecen en la lista de anomalías.',
    WorksAbnormal:
      'Anomalías de cimentación y estructura: se generan solas cuando falla un asentamiento, el llenado de juntas, una prueba de estanqueidad o un control de cimentación, o se registran a mano. Escribir el tratamiento la cierra, o se convierte en una orden de corrección.',
    WorksSpotCheck:
      'La dirección de obra inspecciona registros de cimentación y estructura y anota el resultado; una inspección fallida exige una observación y genera una anomalía.',
    WarningAbnormal:
      'Todos los problemas del proyecto, detectados por la plataforma o registrados a mano: desviaciones de pilotes, probetas no conformes, reensayos de materiales fallidos, correcciones vencidas y otros. Pulse uno para abrir su registro.',
    WarningConfig:
      'El jefe de proyecto define para cada regla de alerta si está activa, su umbral (como el porcentaje de probetas o la proporción de tomas con testigo, que no puede bajar del 30 %) y qué roles reciben el aviso; una regla sin definir usa el valor por defecto de la plataforma. Los demás miembros pueden consultarla.',
    ApprovalCenter:
      'Lo que espera a su rol actual, las solicitudes que usted envió y los registros en los que intervino. Apruebe, rechace, devuelva o delegue; el resultado se refleja al momento en el registro.',
    AuditMaterial:
      'La dirección de obra revisa las presentaciones de materiales del contratista a la vista de la recepción y de los resultados de ensayo, y las aprueba o las devuelve.',
    AuditProject:
      'La plataforma revisa los proyectos principales registrados por los contratistas principales.',
    AuditCompany:
      'El administrador de la plataforma revisa las empresas recién registradas: datos de la empresa, código de crédito y certificados de cualificación; las aprueba o las rechaza indicando el motivo. El solicitante recibe aviso en ambos casos.',
    ReportConcrete:
      'Volumen de hormigón por mes y resistencia, porcentaje de probetas, resultados de ensayo, lotes de inspección y proporción de tomas con testigo.',
    ReportMaterial:
      'Lotes de acero y reensayos, entregas de hormigón, lotes de uniones y presentaciones de materiales.',
    ReportProgress: 'Cantidades planificadas frente a reales, producción mensual y avance del pilotaje.',
    MyMessage:
      'Los mensajes del proyecto actual; el número de no leídos aparece arriba en todas las páginas. Pulse un mensaje para abrir su registro; envíe un mensaje con un archivo a un miembro del proyecto.',
    RiskSource:
      'Registre las fuentes de peligro con su nivel, si son obras peligrosas (o de gran envergadura), el estado de su plan especial y la fecha de revisión por expertos, y cuándo se inspeccionó cada una por última vez.',
    RiskInspection:
      'Registre cada ronda de inspección con sus comprobaciones y hallazgos; un peligro detectado genera una orden de corrección en el mismo paso.',
    FireCheck:
      'Registre las comprobaciones contra incendios por elemento, lugar y resultado; un elemento no conforme se sigue hasta que termina su corrección.',
    PartyOrganization:
      'La organización del partido en el proyecto (normalmente una célula temporal); su número de miembros sigue la página de miembros.',
    PartyMember: 'Los miembros de la organización; los números de identidad solo se muestran enmascarados.',
    PartyActivity:
      'Actividades del partido; una vez enviadas a revisión ya no se pueden modificar, y una devuelta puede corregirse y volver a enviarse.',
    PartyExamine: 'Evaluaciones periódicas de la organización del partido.',
    CompanyInfo:
      'El administrador de la empresa mantiene el nombre, la dirección, el representante legal, el responsable técnico y las cualificaciones; el código de crédito no puede cambiarse tras el registro.',
  },
};
