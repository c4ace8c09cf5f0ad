import { drop, factory, nullable, primaryKey } from '@mswjs/data';

/*
 * The mock backend's database: one @mswjs/data model per entity of the contract (openapi/*.yaml,
 * platform.md 3), plus the server-side state the contract does not show (passwords, tokens,
 * captchas, locks). Models hold plain values and foreign ids (no relations), so the whole world
 * can be snapshotted to JSON (persistence.ts) and rebuilt by the seed (seed.ts).
 *
 * Later modules add their models here (reserves, dormitory, surveys, helpdesk...), bump
 * WORLD_VERSION in persistence.ts, and seed them in seed.ts.
 */

const namedRef = () => ({ id: Number, name: String });
const strings = () => [] as string[];
const numbers = () => [] as number[];

export const db = factory({
  /** The account: what /oauth/token checks (platform.md 8), the authorities the token carries. */
  user: {
    id: primaryKey(Number),
    username: String,
    password: String,
    /** false: "User is disabled". */
    enabled: (): boolean => true,
    /** Locked by an operator: "User account is locked". */
    locked: (): boolean => false,
    authorities: strings,
    /** Failed password grants in a row; five lock the account for a while (Persian message). */
    failedLogins: Number,
    /** Mock-clock ms until which a temporary lock (after failed logins) holds; 0 = none. */
    lockedUntil: Number,
    /** Password expired: the API answers 403 USER_PASSWORD_EXPIRED until it is changed. */
    passwordExpired: (): boolean => false,
    /** Server demands a change: 403 USER_FORCE_CHANGE_PASSWORD until it is changed. */
    forceChangePassword: (): boolean => false,
    /** Second password (CVV2), digits. */
    cvv2: String,
    passwordPolicyId: String,
  },

  /** Profile (openapi rest.yaml `Profile`), one per user. */
  profile: {
    userId: primaryKey(Number),
    firstName: String,
    lastName: String,
    fatherName: String,
    gender: namedRef(),
    nationalCode: String,
    personnel: nullable<string>(() => null),
    faculty: namedRef(),
    birthDate: String,
    address: String,
    postalCode: String,
    mobileNumber: String,
    email: String,
    shenasnameNumber: String,
    birthPlace: namedRef(),
    issuePlace: namedRef(),
    marriageStatus: namedRef(),
    province: namedRef(),
    city: namedRef(),
    militaryServiceStatus: nullable({ id: Number, name: String }),
    religion: namedRef(),
    saminKey: nullable<string>(() => null),
    changeProfilePicturePermission: Boolean,
    faceMatching: Boolean,
    canDeleteTeammates: Boolean,
    group: {
      checkTeammate: Boolean,
      canDailySale: Boolean,
      onlineCreditChargeForbidden: Boolean,
      transferTypes: strings,
      foodDeliveryBasedOnFacialRecognition: Boolean,
    },
    student: nullable({
      studentNumber: String,
      semester: String,
      entranceType: String,
      studyLevel: namedRef(),
      studyMajor: { name: String, description: String },
      studyField: namedRef(),
      educationalStatus: namedRef(),
      passedSemesters: Number,
      isDormitoryResident: Boolean,
    }),
    /** Last uploaded profile picture: its size, and its base64 (GET /rest/profile-pictures/me, an assumption); '' = none. */
    pictureBytes: Number,
    pictureBase64: String,
  },

  /** Per-user password policy (GET /rest/users/password-configs). */
  passwordPolicy: {
    id: primaryKey(String),
    minLength: Number,
    maxLength: Number,
    digits: Number,
    nonAlphanumerics: Number,
    uppercase: Number,
    lowercase: Number,
    alphabeticalSequence: Boolean,
    numericalSequence: Boolean,
    keyboardSequence: Boolean,
    sequenceWrap: Boolean,
    repeats: Boolean,
    whitespace: Boolean,
  },

  /** A university (platform.md 3); the first by `order` is the on-premise organisation. */
  university: {
    unikey: primaryKey(String),
    order: Number,
    universityLabel: String,
    /** One entry is sent as a string, several as the list the client picks from. */
    universityURL: strings,
    autoLogoutTime: () => -1,
    captchaEnable: () => -1,
    casUrl: String,
    forceCas: Boolean,
    showModalOnLogin: Boolean,
    changableReserveMode: Boolean,
    services: {
      feedbackProjectId: nullable<number>(() => null),
      help_desk: nullable<string>(() => null),
      washer: Boolean,
      booklet: Boolean,
      foodDelivery: Boolean,
    },
    samad: {
      nurture: (): boolean => true,
      sport: Boolean,
      Clinics: Boolean,
      transport: Boolean,
      dormitory: Boolean,
      help_desk: Boolean,
      Survey: Boolean,
      faceEnrollment: Boolean,
      faceEnrollmentType: (): string => 'video',
      faceEnrollmentURL: String,
      ActivityReport: (): boolean => true,
      Attendance: Boolean,
      teammate: (): boolean => true,
      lastsecond: Boolean,
      cvv2: (): boolean => true,
      changePassword: (): boolean => true,
      forceupdate: Boolean,
      QRscanner: Boolean,
    },
  },

  /** Wallet (NurtureProfile): cash credit in rials; subsidy credit is the sum of live subsidies. */
  nurtureProfile: {
    id: primaryKey(Number),
    userId: Number,
    credit: Number,
  },

  /** A subsidy entry: rials until its expiry (Tehran `yyyy-MM-dd HH:mm:ss` and ms). */
  subsidy: {
    id: primaryKey(Number),
    nurtureProfileId: Number,
    credit: Number,
    expiresAt: Number,
  },

  /** Credit transfer rules (GET /rest/credit-transfers); one row, id "default". */
  transferRule: {
    id: primaryKey(String),
    minCreditTransferAmount: Number,
    maxCreditTransferAmount: Number,
    messages: strings,
  },

  /** A captcha bound to the client's nonce; single use, expires after CAPTCHA_TTL_MS. */
  captcha: {
    nonce: primaryKey(String),
    text: String,
    validation: String,
    createdAt: Number,
    used: Boolean,
  },

  /** Issued OAuth tokens (access and refresh), checked on every call. */
  token: {
    value: primaryKey(String),
    kind: String,
    userId: Number,
    clientId: String,
    jti: String,
    /** For an access token: the refresh token it was issued with. */
    refreshValue: String,
    issuedAt: Number,
    expiresAt: Number,
    revoked: Boolean,
  },

  /** One-time tokens for the legacy management / reserve pages. */
  loginToken: {
    value: primaryKey(String),
    userId: Number,
    createdAt: Number,
  },

  announcement: {
    id: primaryKey(Number),
    title: String,
    mainText: String,
    publishedAt: Number,
  },

  /** A downloadable file (message attachments). */
  file: {
    id: primaryKey(Number),
    name: String,
    contentType: String,
    base64: String,
  },

  /** A feedback a user sent (Assumption: GET/POST /rest/users/me/feedbacks); the university may answer it. */
  feedback: {
    id: primaryKey(Number),
    userId: Number,
    subject: String,
    description: String,
    createdAt: Number,
    reply: nullable<string>(() => null),
    repliedAt: nullable<number>(() => null),
  },

  /** A message in one user's box (inbox or outbox); sending creates one row per box. */
  message: {
    id: primaryKey(Number),
    ownerId: Number,
    box: String,
    counterpart: String,
    read: Boolean,
    forceRead: Boolean,
    sentAt: Number,
    subject: String,
    /** Base64 of the UTF-8 HTML body, as the contract sends it. */
    body: String,
    fileInfoIds: numbers,
  },

  /** An online payment (credit charge). */
  paymentTransaction: {
    id: primaryKey(Number),
    userId: Number,
    paymentCode: String,
    gatewayId: Number,
    bankName: String,
    consumer: String,
    amount: Number,
    /**
     * PENDING (at the bank), PAID (the bank said paid; not yet verified), SUCCESS (verified and
     * credited), CANCELED, FAILED or TIMEOUT; `successful` is SUCCESS.
     */
    status: String,
    startedAt: Number,
    callBackAppUrl: String,
  },

  activityLog: {
    id: primaryKey(Number),
    userId: Number,
    activityTypeClassName: String,
    /** JSON text of ActivityTypeData. */
    activityTypeJson: String,
    occurredAt: Number,
    operatorName: nullable<string>(() => null),
    groupName: nullable<string>(() => null),
  },

  /** Epayment consumers and their charge settings. */
  consumer: {
    name: primaryKey(String),
    displayName: String,
    active: Boolean,
    authzAmounts: numbers,
    canCustomAmountPay: Boolean,
    gatewayIds: numbers,
  },

  /** A bank gateway: `redirect` answers a redirect, `form` a form post, `offline` a form without URL. */
  gateway: {
    id: primaryKey(Number),
    displayName: String,
    kind: String,
  },

  /** Id sequences, so ids continue after a reload. */
  sequence: {
    name: primaryKey(String),
    value: Number,
  },

  // ───── Reservations (modules.md 3; mocks/world/program-calendar.ts, seed-reservation.ts) ─────
  // Programs are not rows: they follow from the selfs' schedules, the food catalogue and the
  // calendar window below (program-calendar.ts), so a reset stays cheap; what changes (reserves,
  // daily-sale stock, teammates, votes, forgotten-card codes, food scores) is stored here.

  /** A self (modules.md 3): dining hall (NORMAL), gym (SPORT), clinic (CLINIC) or terminal (TRANSPORT), with its rules. */
  self: {
    id: primaryKey(Number),
    name: String,
    code: String,
    /** NORMAL, SPORT, CLINIC or TRANSPORT. */
    type: String,
    order: Number,
    /** A free (non-subsidised) restaurant: the UI uses a local cart; paid from cash credit only. */
    freeRestaurant: Boolean,
    /** Key of the weekly schedule in program-calendar.ts (which meals, options, days). */
    schedule: String,
    /** Reserving closes at `closeHour` this many days before the program date; cancelling likewise. */
    reserveCloseDays: Number,
    cancelCloseDays: Number,
    closeHour: Number,
    selfChangeToll: Number,
    saleableFreeFoodToll: Number,
    buyableFreeFoodToll: Number,
  },

  /** A dish of the menu (or a gym, clinic or bus service): names, price in rials, vote totals. */
  food: {
    id: primaryKey(Number),
    name: String,
    side: String,
    beside: String,
    price: Number,
    /** food, gym, clinic or bus: the picture drawn for it. */
    kind: String,
    scoreSum: Number,
    voteCount: Number,
  },

  /** The weeks that have programs, anchored at the seed's week (one row, id "default"). */
  programCalendar: {
    id: primaryKey(String),
    /** yyyy-MM-dd, a Saturday. */
    firstWeekStart: String,
    weeks: Number,
    /** The Saturday of the week the world was seeded in. */
    seedWeekStart: String,
    /** One item kept one seat short of full (the capacity rule). */
    nearlyFullItemId: Number,
  },

  /** A user's reserve of one program item (program food type); count 0 rows remain only once sold. */
  reserve: {
    id: primaryKey(Number),
    userId: Number,
    itemId: Number,
    programId: Number,
    selfId: Number,
    mealTypeId: Number,
    /** yyyy-MM-dd */
    date: String,
    selectedCount: Number,
    forSale: Boolean,
    /** Units sold to other users (free-food sale). */
    soldCount: Number,
    /** What was paid, in order: source 0 = cash, otherwise a subsidy id; refunds go back last-in first-out. */
    paidFrom: numbers,
    paidAmounts: numbers,
    createdAt: Number,
  },

  /** A daily-sale program (sold on its day only). */
  dailySellProgram: {
    id: primaryKey(Number),
    selfId: Number,
    mealTypeId: Number,
    foodId: Number,
    foodTypeTitle: String,
    /** yyyy-MM-dd */
    date: String,
    price: Number,
    count: Number,
    soldCount: Number,
    maxValue: Number,
    /** HH:mm */
    startTime: String,
    finishTime: String,
    description: String,
  },

  /** What a user bought of a daily-sale program (one row per user and program). */
  dailySaleReserve: {
    id: primaryKey(Number),
    userId: Number,
    dailySellProgramId: Number,
    selectedCount: Number,
    paidFrom: numbers,
    paidAmounts: numbers,
    createdAt: Number,
  },

  /** A teammate link: the inviter asked the invitee; WAITING until the invitee confirms (FINAL). */
  teammate: {
    id: primaryKey(Number),
    inviterId: Number,
    inviteeId: Number,
    /** WAITING or FINAL. */
    status: String,
    createdAt: Number,
  },

  /** A rating reason (six aspects, positive and negative in pairs). */
  voteReason: {
    id: primaryKey(Number),
    aspect: Number,
    /** POSITIVE or NEGATIVE. */
    type: String,
    title: String,
  },

  /** A user's rating of a consumed reserve. */
  vote: {
    id: primaryKey(Number),
    userId: Number,
    reserveId: Number,
    foodId: Number,
    score: Number,
    description: String,
    problemIds: numbers,
    createdAt: Number,
  },

  /** A printed forgotten-card code (counted against the weekly and monthly limits by serve date). */
  forgottenCardUse: {
    id: primaryKey(Number),
    userId: Number,
    reserveId: Number,
    dailySale: Boolean,
    count: Number,
    code: String,
    /** yyyy-MM-dd the meal is served. */
    serveDate: String,
    createdAt: Number,
  },

  /** A survey, election, exam, camp... (modules.md 3); its questions as JSON (the contract's SurveyQuestion[]). */
  survey: {
    id: primaryKey(Number),
    name: String,
    /** '1', '2', '3' or a named type (CULTURAL_CAPABILITIES, ELECTION_CANDIDACY, EXAM, CAMP). */
    type: String,
    description: String,
    /** Mock-clock ms. */
    fromDate: Number,
    toDate: Number,
    mandatory: Boolean,
    ignorable: Boolean,
    resultsPublished: Boolean,
    /** Eligibility: students who passed at least this many semesters (0: every student). */
    minPassedSemesters: Number,
    questionsJson: String,
  },

  /** One user's submission of a survey (one per user and survey); answers as JSON (QuestionAnswer[]). */
  surveyAnswer: {
    id: primaryKey(Number),
    surveyId: Number,
    userId: Number,
    answersJson: String,
    submittedAt: Number,
  },

  /** An image uploaded for a survey (POST .../images); verify needs at least one. */
  surveyImage: {
    id: primaryKey(Number),
    surveyId: Number,
    userId: Number,
    bytes: Number,
    verified: Boolean,
  },

  /** A relative of a student (studentFamilies, modules.md 3). */
  studentFamily: {
    id: primaryKey(Number),
    userId: Number,
    relation: String,
    firstName: String,
    lastName: String,
    studyLevelId: nullable<number>(() => null),
    age: nullable<number>(() => null),
    job: nullable<string>(() => null),
    contactInfo: nullable<string>(() => null),
    address: nullable<string>(() => null),
    nationalCode: nullable<string>(() => null),
    mobileNumber: nullable<string>(() => null),
    birthDate: nullable<string>(() => null),
  },

  /** GET /rest/study-levels. */
  studyLevel: {
    id: primaryKey(Number),
    name: String,
  },

  // ───── Dormitory (modules.md 2.6, 3, 4, 7; mocks/world/seed-dormitory.ts, handlers/dormitory.ts) ─────

  /** A dormitory; `gender` MALE or FEMALE (who it houses). */
  dormitory: {
    id: primaryKey(Number),
    name: String,
    address: String,
    contactInfo: String,
    gender: String,
  },
  dormBlock: {
    id: primaryKey(Number),
    dormitoryId: Number,
    name: String,
  },
  dormFloor: {
    id: primaryKey(Number),
    blockId: Number,
    name: String,
  },
  /** A room: capacity, fee per place (rials) and the users holding its places. */
  dormRoom: {
    id: primaryKey(Number),
    floorId: Number,
    code: String,
    roomSize: Number,
    price: Number,
    occupantIds: numbers,
  },
  /** A semester of the dormitory calendar (cardex, pre-registration, valid entrance). */
  dormSemester: {
    id: primaryKey(Number),
    name: String,
    periodName: String,
    /** yyyy-MM-dd */
    startDate: String,
  },
  /** The registration rules of the university (one row, id "default"). */
  dormEntrance: {
    id: primaryKey(String),
    semesterId: Number,
    inRegistrationPeriod: Boolean,
    registrationEnabled: Boolean,
    inPreregistrationPeriod: Boolean,
    preregistrationEnabled: Boolean,
    solitaryRegistration: Boolean,
    preregisterWithoutChooseDormitory: Boolean,
    /** Entrance types (profile.student.entranceType) that may live in the dormitories. */
    eligibleEntranceTypes: strings,
    /** Students made ineligible (an operator's decision; POST /__mock/dormitory/ineligible). */
    ineligibleUserIds: numbers,
  },
  /** A group (or solitary) registration for the entrance's semester; roomId 0 = no room yet. */
  studentGroup: {
    id: primaryKey(Number),
    headId: Number,
    dormitoryId: Number,
    roomSize: Number,
    solitary: Boolean,
    /** WAITING, APPROVED or FINAL. */
    status: String,
    roomId: Number,
    transferStatus: nullable<string>(() => null),
    createdAt: Number,
  },
  /** A member of a group (the head too); `paid` is the room fee taken from their wallet. */
  groupMember: {
    id: primaryKey(Number),
    groupId: Number,
    userId: Number,
    /** WAITING or APPROVED (FINAL once the group has its room); a rejection deletes the row. */
    status: String,
    joinedAt: Number,
    paid: Number,
  },
  dormLeave: {
    id: primaryKey(Number),
    userId: Number,
    relation: String,
    address: String,
    mobileNumber: String,
    phoneNumber: String,
    /** yyyy-MM-dd */
    fromDate: String,
    toDate: String,
    status: String,
    description: String,
    createdAt: Number,
  },
  /** A pre-registration request; dormitory ids 0 = none. */
  dormRequest: {
    id: primaryKey(Number),
    userId: Number,
    semesterId: Number,
    suggestedDormitoryId: Number,
    destinationDormitoryId: Number,
    status: String,
    description: String,
    createdAt: Number,
  },
  /** One accommodation of a user in a semester (cardex; the current one is the eskan). */
  cardex: {
    id: primaryKey(Number),
    userId: Number,
    semesterId: Number,
    roomId: Number,
    status: String,
  },
  /** An entry (type -1) or exit (type 1) at a dormitory gate. */
  attendance: {
    id: primaryKey(Number),
    userId: Number,
    type: Number,
    at: Number,
    roomId: Number,
  },
});

export type Db = typeof db;
export type ModelName = Exclude<keyof Db, symbol>;

/** Every model, in a stable order (snapshot, reset). */
export const MODEL_NAMES = Object.keys(db).filter((k): k is ModelName => typeof k === 'string');

/** The next id of a sequence (first one `start`). */
export function nextId(name: string, start = 1): number {
  const row = db.sequence.findFirst({ where: { name: { equals: name } } });
  if (!row) {
    db.sequence.create({ name, value: start });
    return start;
  }
  const value = row.value + 1;
  db.sequence.update({ where: { name: { equals: name } }, data: { value } });
  return value;
}

export function clearDb(): void {
  drop(db);
}

export type UserRow = ReturnType<typeof db.user.create>;
export type ProfileRow = ReturnType<typeof db.profile.create>;
export type UniversityRow = ReturnType<typeof db.university.create>;
export type MessageRow = ReturnType<typeof db.message.create>;
export type PaymentRow = ReturnType<typeof db.paymentTransaction.create>;
export type TokenRow = ReturnType<typeof db.token.create>;
export type PolicyRow = ReturnType<typeof db.passwordPolicy.create>;
export type NurtureRow = ReturnType<typeof db.nurtureProfile.create>;
export type SubsidyRow = ReturnType<typeof db.subsidy.create>;
export type SelfRow = ReturnType<typeof db.self.create>;
export type FoodRow = ReturnType<typeof db.food.create>;
export type ReserveRow = ReturnType<typeof db.reserve.create>;
export type DailySellProgramRow = ReturnType<typeof db.dailySellProgram.create>;
export type DailySaleReserveRow = ReturnType<typeof db.dailySaleReserve.create>;
export type TeammateRow = ReturnType<typeof db.teammate.create>;
export type VoteReasonRow = ReturnType<typeof db.voteReason.create>;
export type ForgottenCardUseRow = ReturnType<typeof db.forgottenCardUse.create>;
export type SurveyRow = ReturnType<typeof db.survey.create>;
export type StudentFamilyRow = ReturnType<typeof db.studentFamily.create>;

export type DormRoomRow = ReturnType<typeof db.dormRoom.create>;
export type StudentGroupRow = ReturnType<typeof db.studentGroup.create>;
export type GroupMemberRow = ReturnType<typeof db.groupMember.create>;
