import type { Messages } from '../../../kit/web-module';
import type { zhManualContent } from './zh';

// The user manual in English: the same sections as zh.ts.
export const enManualContent: Messages<typeof zhManualContent> = {
  title: 'User manual',
  startTitle: 'Getting started',
  startPages: {
    SignIn: 'Signing in',
    Register: 'Company registration and review',
    SwitchProject: 'Switching project and role',
    Workflow: 'How a record moves',
    Phone: 'Using a phone',
  },
  chapters: {
    Start:
      'Read this chapter first: how to sign in, how a company joins the platform, how to switch project and role, and who handles a record from entry to filing.',
    Home: 'The workbench you see after signing in: what each of your projects needs from you today.',
    Project:
      'The project is the platform’s unit of work: the owner or main contractor registers a main project, which is divided into sections (sub-projects), each with its own parties, people, sub-items and records. The “current project” chosen at the top decides which section every page below shows.',
    BasicEngineer:
      'The construction plan of the foundation works and the parts set per floor, which main-body pour records refer to.',
    PileFoundation:
      'Pile works from pile types and site records to acceptance; each pile’s deviations and filling coefficient are judged on entry against GB 50202-2018.',
    MainBody:
      'Structural concrete pours (with their pour order for approval), masonry and waterproofing records.',
    Inspection:
      'Concrete test blocks from sampling to the lab report, and the draw and results of pile detection, are handled in the inspection centre.',
    Material:
      'The full material ledger from plan and delivery to receipt, inspection and departure. Stock is computed from receipts and departures.',
    Quality:
      'Acceptance of inspection lots, sub-items and divisions under GB 50300-2013, and rectification notices: issue, reply and re-inspection.',
    Warning:
      'Problems the platform finds in the records (deviations out of tolerance, failed test blocks, overdue rectifications and more) are gathered in the abnormal list; the rules are adjusted in the warning settings.',
    Audit:
      'Everything that needs an approval is handled in the audit centre: projects, material submissions, pour orders, output reports, and the platform administrator’s review of newly registered companies.',
    Document:
      'Documents keeps the project’s records in a catalogue tree: upload, download, move to the recycle bin and restore; every action is written to the operation log. Catalogues are at most five levels deep and names are unique among siblings.',
    Report:
      'Reports are computed live from the project’s records for the chosen date range; the same figures download as an Excel workbook.',
    Collaboration:
      'The platform sends you a message when something needs you (a rectification, an acceptance, a submission, a warning, an enquiry); project members can also message each other with a file.',
    RiskControl:
      'The register of hazard sources (including dangerous works and their special plans) and risk patrols; a hazard found on a patrol raises a rectification notice.',
    FireManagement:
      'Fire-related checks in the main structure: fire walls, fire stopping, fireproof coating, evacuation and more; a failed item goes to rectification.',
    PartyBuilding:
      'The project’s temporary party branch: organisation, members, activities and assessments. Used by the contractor; the supervision station reads.',
    BasicInfo: 'Your company’s information and qualifications, kept by the company administrator.',
  },
  pages: {
    SignIn:
      'Enter your phone number and password on the sign-in page, or sign in with an SMS code. Some companies require a second factor: then an SMS code is asked for as well.\nOn your first sign-in, or after your password was reset, you are asked to change your password first; if your personal information is incomplete you are asked to complete it. If you forgot your password, choose “Forgot password” and set a new one with an SMS code.',
    Register:
      'A new company chooses “Company registration” on the sign-in page, enters its name, unified social credit code, region, legal representative and technical lead, uploads its qualification files and creates its administrator account.\nThe company then waits for review, and the sign-in page shows where it stands. Once the platform administrator approves it in “Company registration review”, its users can sign in; if it is rejected, the sign-in page shows the reason and the company can correct and submit again.',
    SwitchProject:
      'The “current project” at the top lets you search and switch between the sections you take part in. One person may hold different roles in different projects; after a switch, menus and buttons follow the new role.\nWhich pages you see and what you may do there depends on your role in the current project; records you may not see are not shown.',
    Workflow:
      'Most records follow one route: the contractor enters it on site → the platform judges it against the national standard at once → what needs approval goes to the approval centre → supervision or the owner approves → a failure raises a rectification notice and appears in the abnormal list → after the reply, the issuer re-inspects and closes it.\nEvery step keeps who did what and when; an approved record can no longer be changed.',
    Phone:
      'The platform works in a phone’s browser: the menu folds into the button at the top left and tables scroll sideways to show more columns. Where the signal is poor on site, submit where it is better; the page confirms every successful submission.',
    HomeIndex:
      'The workbench shows a card for each of your projects: progress, approvals waiting for you, open warnings and reminders of what to report. Click a figure on a card to open the page behind it.\nPlatform announcements are shown above the cards.',
    ProjectList:
      'All projects and sections you take part in, filtered by name or status. Open a project for its details: basic information, parties, progress and construction stages.',
    ProjectManage:
      'The main contractor’s project manager registers the main project here: owner, main contractor, project manager, technical lead, contract value (10k CNY) and contract mode, and divides it into sections.\nThe registration is reviewed by the platform; only once approved is the project information complete. A rejected registration can be corrected and submitted again.',
    ProjectBuilding:
      'The buildings of the section: number, name, floors above and below ground, structure type, height and area. Building numbers are unique in the project; buildings can be imported from Excel.',
    ProjectMembers:
      'The project manager adds the project’s members and gives them roles. A member who leaves no longer sees the project; the records they submitted stay.',
    ProjectDivision:
      'The five responsible parties of the project: owner, surveyor, designer, contractor and supervisor with their project leaders; each party must be a company registered on the platform.',
    ProjectSubitem:
      'Tick the divisions, sub-divisions and sub-items of GB 50300-2013 that this section includes; inspection lots can only be accepted for the sub-items chosen here.',
    ProjectContract:
      'Contract information (contract mode, value, area), the tender record with its winner, the tender announcement and the design tender. When the value is 500k CNY or more, the mode is public or invited bidding and no tender is recorded yet, you are reminded to record it after signing in.',
    ProjectProgress:
      'Plan the quantities of each work item and report the actual quantity every week; a chart compares plan and actual. The section’s construction stages are shown as well.',
    ProjectOutput:
      'Early each month, report last month’s output value: planned and actual value (10k CNY), main quantities, visible progress and next month’s plan. Supervision reviews and the owner confirms; cumulative value and shares are computed by the platform. A reminder at the top shows while last month is not reported.',
    ProjectFunds:
      'Register each month’s progress payment: approved output, the payable rate of the contract, the amount paid and its date; cumulative payment and the cumulative paid share are computed for you.',
    ProjectCost:
      'The contractor records costs line by line by budget item (labour, materials, machinery, measures, subcontracts, management, other), with VAT separated. Voucher numbers are unique in the project, so importing a file again skips the lines already there.',
    ProjectComplaint:
      'Complaints against a party of the project and their handling (pending → handling → closed), and each party’s performance evaluation from its complaints and rectifications.',
    ProjectRecords:
      'The project’s reference records: boreholes and soil strata with their parameters, goods bought, the piles’ design and recorded data, and the people of each company; other pages read them.',
    PlanPrincipal:
      'The construction plan of the foundation works, with actual start and finish tracked against it.',
    MainPartSetting:
      'The parts to be poured on each floor of each building, with their concrete grade; main-body pour records choose their part from this list.',
    FoundationCheck:
      'Record foundation checks: bearing capacity, compaction coefficient and pit-bottom elevation are judged item by item; a failure goes to the abnormal list (source: foundation works). The limits are marked unconfirmed and can be set per project.',
    PileConstruction:
      'First set the section’s pile types under “Pile types” (bored piles, cement mixing piles, prestressed pipe piles) with their design values, then record each pile as the work happens: hole, reinforcement cage, pour (theoretical and actual volume).\nEvery value is judged against GB 50202-2018 as you type: values out of tolerance, or a filling coefficient that fails, turn red and go to the abnormal list. Foremen and quality inspectors record; the project manager or technical lead confirms, after which a record can no longer be changed.\nThe same page holds the daily plan, pile machines, material use, setting-out and supervision spot checks.',
    PileAcceptance:
      'The pile acceptance sheet of each pile type: the GB 50202-2018 check items with the measured data and the number of piles the standard requires to be tested, ready to print and file.',
    SiteEntry:
      'Record at the rig on a phone: the pile record step by step by pile type, judged as you type, plus test-block sampling, concrete delivery receipts and rectification replies. Without signal records stay on the phone (device only) and are sent when the network returns; each shows device only / sending / synced / needs attention.',
    ConcretePour:
      'Record each pour’s building part, strength and impermeability grade, volume, concrete plant, start and end times and slump. Before the pour, submit the pour order for supervision to approve in the approval centre; the platform computes how many test-block groups the volume requires.',
    Masonry:
      'Masonry records: block and mortar type, mortar grade and volume, mortar test blocks and mortar-joint fullness.',
    Waterproof:
      'Waterproofing records: part, material, and the method and duration of the ponding or spray test.',
    TestBlock:
      'Test blocks from sampling to report: at a pour, groups are made according to the volume, and each group gets a QR label; a witness from the owner or supervision witnesses the sampling; after submission, the lab receives the groups, enters the results and issues the report.\nThe page points out groups not yet linked to a pile and evaluates strength per lot. A witness ratio below the threshold of the warning settings (30 % by default) appears in the abnormal list.',
    WitnessAppointment:
      'The owner or the supervisor appoints witnesses in writing: a project member, the signed letter, the period and the scope. A sampling may name only a witness appointed for that date and scope, and counts towards the witness ratio once the witness confirms it from their own account.',
    CuringRoom:
      "Standard curing rooms: 20 ± 2 °C and at least 95 % relative humidity. Devices push readings with the room's own device key, or readings are entered by hand; out of range for longer than the tolerance (30 minutes by default) raises one warning listing the specimens in the room at the time.",
    PileDetection:
      'Computes how many piles each test needs under JGJ 106-2014, draws the piles to test in a reproducible random way (a draw cannot be changed afterwards), records the results and judges the integrity class; a class III or IV pile raises a rectification notice.',
    MaterialInspection:
      'Every delivery of rebar or ready-mixed concrete is registered here: rebar is batched by grade, heat and size and retested, welded and mechanical joints are tested per lot, and concrete is checked for chloride. The receipt then goes to supervision for approval; a failed batch raises a rectification and a warning.',
    MaterialPlan:
      'The material plan (material, specification, quantity, date needed), submitted to the project manager; deliveries are arranged only against an approved plan.',
    MaterialDeliveryPlan: 'Suppliers, dates and quantities of deliveries against an approved material plan.',
    MaterialReceive:
      'Record what arrives on site by weighbridge or count and compare it with the delivery plan; a difference beyond tolerance is pointed out. Stock increases with each receipt. A unit price from the contract or invoice may be entered for the price plans.',
    MaterialDeparture:
      'Record materials leaving the site; stock decreases, and no more can leave than is in stock.',
    MaterialStock:
      'Current stock by material and specification (receipts minus departures and pile uses, plus or minus stocktakes): the same ledger the pile records book against.',
    MaterialPricePlan:
      'Planned unit prices per material and period, compared with the suppliers’ quotes and with the priced receipts of the same specification and unit in the period; a price more than the threshold (5 % by default) above the plan is flagged. Open a row to see each receipt’s price and deviation.',
    MaterialSupplier:
      'Find suppliers on the platform by material category and region served, read their profiles and send an enquiry.',
    MaterialEnquiry:
      'Send an enquiry to chosen suppliers; they quote until the deadline and the project accepts one quote.',
    AcceptanceLot:
      'After checking an inspection lot, the foreman or quality inspector applies for acceptance and the platform judges the main and general items at once; the specialist supervising engineer accepts lots and sub-items, and the chief supervising engineer organises the division (with survey and design signing for foundations). A failed lot goes back to the contractor with a rectification notice.',
    Rectification:
      'Rectification notices are issued by supervision, the owner, the supervision station or the project manager, or raised automatically by failed records. The contractor replies within the deadline with photos; the issuer re-inspects and closes the notice or sends it back. Overdue notices appear in the abnormal list.',
    WorksAbnormal:
      'Abnormal records of foundation and main-body works: raised automatically when a slump, mortar joint fullness, water test or foundation check fails, or entered by hand. Writing the handling closes one, or it can be turned into a rectification notice.',
    WorksSpotCheck:
      'The supervisor spot-checks foundation and main-body records and writes the result; a failed spot check needs a remark and raises an abnormal record.',
    WarningAbnormal:
      'Every problem of the project, found by the platform or reported by hand: pile deviations, failed test blocks, failed material retests, overdue rectifications and more. Click one to open its record.',
    WarningConfig:
      'The project manager sets, for each warning rule, whether it is on, its threshold (such as the test-block rate or the witness ratio, which cannot be set below 30 %) and which roles are notified; a rule not set uses the platform’s default. Other members can read the settings.',
    ApprovalCenter:
      'Items waiting for your current role, the applications you submitted and the records you acted on. Approve, reject, return or delegate; the result shows on the record at once.',
    AuditMaterial:
      'Supervision reviews the contractor’s material submissions against the receipt and the test results, and approves or returns them.',
    AuditProject: 'The platform reviews the main projects registered by main contractors.',
    AuditCompany:
      'The platform administrator reviews newly registered companies: company information, credit code and qualification files; approve, or reject with a reason. The applicant is told either way.',
    ReportConcrete:
      'Concrete volume per month and grade, test-block rate, test results, inspection lots and the witness ratio.',
    ReportMaterial: 'Rebar batches and retests, concrete deliveries, joint lots and material submissions.',
    ReportProgress: 'Planned against actual quantities, monthly output value and pile progress.',
    MyMessage:
      'The messages of the current project; the unread count shows at the top of every page. Click a message to open its record; send a message with one file to a project member.',
    RiskSource:
      'Register hazard sources with their level, whether they are dangerous works (or beyond a certain scale), the state of their special plan and the expert review date, and when each was last patrolled.',
    RiskInspection:
      'Record each risk patrol with its checks and findings; a hazard found raises a rectification notice in the same step.',
    FireCheck:
      'Record fire checks by item, place and result; a failed item is followed until its rectification is done.',
    PartyOrganization:
      'The project’s party organisation (usually a temporary branch); its member count follows the members page.',
    PartyMember: 'Party members of the organisation; ID numbers are only ever shown masked.',
    PartyActivity:
      'Party activities; once submitted for review they can no longer be changed, and a returned one can be corrected and submitted again.',
    PartyExamine: 'Periodic assessments of the party organisation.',
    CompanyInfo:
      'The company administrator keeps the company’s name, address, legal representative, technical lead and qualifications; the credit code cannot be changed after registration.',
  },
};
