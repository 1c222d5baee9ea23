import { DEFAULT_DATABASE } from '../fixCommands';
import { DATABASE_PATH, readDefaultDatabase } from '../firestoreDatabase';
import type { Missing, PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

/** A daily backup is kept this long: the longest Firestore allows a daily schedule. */
export const DAILY_BACKUP_RETENTION = '7d';

interface BackupSchedules {
  backupSchedules?: { name: string; retention?: string; dailyRecurrence?: object; weeklyRecurrence?: object }[];
}

const days = (duration: string | undefined) => (duration ? `${Math.round(Number.parseFloat(duration) / 86_400)} days` : 'unknown');

/**
 * The data can be brought back: point-in-time recovery on the (default) database (any minute of
 * the last 7 days) and a daily backup schedule (docs/operations.md, "Backups and a restore drill").
 */
export const backupsCheck: PreflightCheck = {
  name: 'point-in-time recovery and daily backups',
  async run({ google, projectId }) {
    const pitr: Missing = {
      item: 'point-in-time recovery is off on the (default) database',
      fix: `gcloud firestore databases update ${DEFAULT_DATABASE} --enable-pitr --project=${projectId}`,
    };
    const daily: Missing = {
      item: 'the (default) database has no daily backup schedule',
      fix: `gcloud firestore backups schedules create ${DEFAULT_DATABASE} --recurrence=daily --retention=${DAILY_BACKUP_RETENTION} --project=${projectId}`,
    };
    const database = await readDefaultDatabase(google, projectId);
    // No database yet: the command that makes it (the database check's) turns recovery on; the schedule comes after.
    if (!database.ok && database.status === 404) return { lines: ['no (default) database yet'], missing: [daily] };
    if (!database.ok) return { lines: [], missing: [unreadable('the (default) database', database, projectId)] };

    const missing: Missing[] = [];
    const lines: string[] = [];
    if (database.body.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED') {
      lines.push(`point-in-time recovery on, ${days(database.body.versionRetentionPeriod)} back`);
    } else missing.push(pitr);

    const schedules = await google.get<BackupSchedules>('firestore', `${DATABASE_PATH(projectId)}/backupSchedules`);
    if (!schedules.ok) return { lines, missing: [...missing, unreadable('the backup schedules', schedules, projectId)] };
    const found = schedules.body.backupSchedules ?? [];
    const dailySchedule = found.find((schedule) => schedule.dailyRecurrence);
    if (dailySchedule) lines.push(`daily backups, each kept ${days(dailySchedule.retention)}`);
    else missing.push(daily);
    if (found.some((schedule) => schedule.weeklyRecurrence)) lines.push('weekly backups too');
    return { lines, missing };
  },
};
