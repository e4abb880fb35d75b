import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

/**
 * Our own tables. The sign-in library keeps `users`, `sessions`, `accounts` and `verifications`
 * (created by its own migrator, see auth/auth.ts); tasks reference `users.id`.
 */
export interface TaskTable {
  id: string;
  uid: string;
  client_key: string;
  text: string;
  priority: 'High' | 'Medium' | 'Low';
  /** 0/1 on SQLite, so the same queries work on both databases. */
  completed: number;
  section: 'brainDump' | 'today' | 'tomorrow' | 'later';
  /** The local date (`YYYY-MM-DD`) a Later task is planned for (migration 0016); null in the other lists. */
  day: string | null;
  position: number;
  /** Epoch milliseconds (bigint on PostgreSQL, parsed back to number). */
  created_at: number;
  updated_at: number;
  /** Epoch ms of a soft delete (Recently deleted); null while the task is in its list. */
  deleted_at: number | null;
  /** Epoch ms of the reminder; null: none. */
  remind_at: number | null;
  /** 'pending' until sent (claimed by one instance) or missed; null without a reminder. */
  reminder_state: 'pending' | 'sent' | 'missed' | null;
  /** The routine this task was made from or into (migration 0008); null for any other task. */
  routine_id: string | null;
  /** The note whose line this task was made from (migration 0020); null for any other task. */
  note_id: string | null;
  /** The user's change version at this row's last change (migration 0012, ADR 16). */
  version: number;
  /** The task's notes, as typed (migration 0019); '' when none. */
  notes: ColumnType<string, string | undefined, string>;
  /** The task's checklist as JSON, `[{id, text, done}]` in order (migration 0019); '[]' when none. */
  checklist: ColumnType<string, string | undefined, string>;
}

/** One change counter per user (ADR 16); `floor`: the oldest version a client may resume from. */
export interface UserVersionTable {
  uid: string;
  version: number;
  floor: number;
}

export interface StreakTable {
  uid: string;
  count: number;
  last_active: string;
  /** Epoch ms when the last counted local day ends; null for rows from before it was kept. */
  counted_until: number | null;
  /** The highest count this streak has reached (migration 0008). */
  best: Generated<number>;
}

export interface GoalTable {
  uid: string;
  daily_goal: number;
}

/** Day settings (daily-loop/). Weekday sets are 7-bit masks, bit d = weekday d (0 = Sunday). */
export interface UserSettingsTable {
  uid: string;
  time_zone: string | null;
  rollover: number;
  rest_days: number;
  current_day: string | null;
}

export interface DayStartTable {
  uid: string;
  local_date: string;
  started_at: number;
}

export interface RoutineTable {
  id: string;
  uid: string;
  text: string;
  priority: 'High' | 'Medium' | 'Low';
  weekdays: number;
  /** RRULE text (core repeat-rule.ts); null for a weekday routine, which its mask alone describes. */
  rrule: string | null;
  /** The rule's first day, `YYYY-MM-DD`: set exactly when rrule is. */
  starts_on: string | null;
  paused: number;
  created_at: number;
  updated_at: number;
}

/** A note of the Notes workspace (migration 0020). */
export interface NoteTable {
  id: string;
  uid: string;
  title: string;
  body: string;
  /** 0/1, as `completed` on tasks. */
  pinned: number;
  created_at: number;
  updated_at: number;
  /** Epoch ms of a soft delete (Recently deleted); null while the note is in the list. */
  deleted_at: number | null;
}

export interface CarriedOverTable {
  task_id: string;
  uid: string;
  since: string;
}

export interface DayCountTable {
  uid: string;
  local_date: string;
  completed: number;
}

/** Personal access tokens (tokens/): the secret itself is never stored, only its SHA-256. */
export interface AccessTokenTable {
  id: string;
  uid: string;
  name: string;
  scope: 'read' | 'read-write';
  token_hash: string;
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
}

/** Devices that turned notifications on (notifications/): one Web Push subscription each. */
export interface PushSubscriptionTable {
  id: string;
  uid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
  /** The session that turned notifications on (null: made before sessions were noted). */
  session_id: string | null;
  /** The subscribing browser's User-Agent, capped (Settings names the device from it). */
  user_agent: string | null;
  /** Epoch ms of the last push its service accepted. */
  last_delivered_at: number | null;
}

/** The secret calendar feed address of a user: only its SHA-256 is stored. */
export interface CalendarFeedTable {
  uid: string;
  token_hash: string;
  created_at: number;
}

/** A calendar subscribed to by its ICS address (migration 0022); next_fetch_at is the fetch claim. */
export interface CalendarTable {
  id: string;
  uid: string;
  url: string;
  name: string;
  created_at: number;
  next_fetch_at: number;
  fetched_at: number | null;
  etag: string | null;
  last_modified: string | null;
  error: string | null;
  event_count: Generated<number>;
}

/** One occurrence of a subscribed calendar's event: timed (start_at/end_at) or all day (days). */
export interface CalendarEventTable {
  calendar_id: string;
  uid: string;
  summary: string;
  start_at: number | null;
  end_at: number | null;
  start_day: string | null;
  end_day: string | null;
}

/** What a CalDAV client wrote on a task that Dayflow does not model (migration 0021, caldav/). */
export interface DavTaskPropertiesTable {
  uid: string;
  task_id: string;
  /** The resource name the client chose (`x.ics`); null: the task's own `<id>.ics`. */
  href: string | null;
  /** The UID the client gave; null: the task's id. */
  ical_uid: string | null;
  /** iCalendar text of a VTODO holding only the parts Dayflow does not model ('' for none). */
  extras: string;
}

/** Daily nudges: local minutes after midnight, null when off; *_sent the local date last sent. */
export interface NudgeSettingsTable {
  uid: string;
  plan_at: number | null;
  review_at: number | null;
  streak_at: number | null;
  quiet_from: number | null;
  quiet_until: number | null;
  plan_sent: string | null;
  review_sent: string | null;
  streak_sent: string | null;
}

/** A session replaced by a new one for the same browser (migration 0018); see live/session-end.ts. */
export interface SessionRenewalTable {
  replaced_session_id: string;
  session_id: string;
  uid: string;
  created_at: number;
}

/** When a session last confirmed its owner's password (account/recent-confirmation.ts). */
export interface SessionConfirmationTable {
  session_id: string;
  uid: string;
  confirmed_at: number;
}

/** The last TOTP step accepted per account (migration 0014): each step is taken once. */
export interface TotpStepTable {
  uid: string;
  last_step: number;
}

/** Sign-ups waiting for their email to be confirmed (migration 0014); see auth/email-verification. */
export interface PendingSignUpTable {
  uid: string;
  created_at: number;
}

/** The SHA-256 of each account's newest email-confirmation link (migration 0014). */
export interface VerifyEmailLinkTable {
  uid: string;
  token_hash: string;
  created_at: number;
}

export interface UserTable {
  id: string;
  email: string;
  display_name: string | null;
  photo_url: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface Database {
  tasks: TaskTable;
  user_versions: UserVersionTable;
  streaks: StreakTable;
  goals: GoalTable;
  users: UserTable;
  user_settings: UserSettingsTable;
  day_starts: DayStartTable;
  routines: RoutineTable;
  notes: NoteTable;
  carried_over: CarriedOverTable;
  day_counts: DayCountTable;
  access_tokens: AccessTokenTable;
  push_subscriptions: PushSubscriptionTable;
  calendar_feeds: CalendarFeedTable;
  calendars: CalendarTable;
  calendar_events: CalendarEventTable;
  nudge_settings: NudgeSettingsTable;
  session_confirmations: SessionConfirmationTable;
  session_renewals: SessionRenewalTable;
  totp_steps: TotpStepTable;
  pending_sign_ups: PendingSignUpTable;
  verify_email_links: VerifyEmailLinkTable;
  dav_task_properties: DavTaskPropertiesTable;
}

export type TaskRow = Selectable<TaskTable>;
export type NewTaskRow = Insertable<TaskTable>;
export type TaskRowUpdate = Updateable<TaskTable>;
export type { Generated };

/** The database, or a transaction on it: what every repository function takes. */
export type Db = Kysely<Database> | Transaction<Database>;
