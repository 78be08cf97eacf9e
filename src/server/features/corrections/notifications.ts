import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "~/server/db/client";
import { notifications } from "~/server/db/schema";
import { type NotificationsResponse, notificationSchema } from "~/shared/contract/corrections";

const LIST_LIMIT = 50;

async function unreadCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The learner's notices, newest first, and how many are unread (GET /api/user/notifications). */
export async function listNotifications(db: DbOrTx, userId: number): Promise<NotificationsResponse> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(LIST_LIMIT);
  return {
    notifications: rows.map((n) => {
      const notice = {
        id: n.id,
        text: n.text,
        link: n.link,
        createdAt: n.createdAt.toISOString(),
        read: n.readAt !== null,
      };
      // what it is about, when it was kept and still reads as its kind does; else its text alone shows
      const about = notificationSchema.safeParse({ ...notice, kind: n.kind, params: n.params });
      return about.success ? about.data : { ...notice, kind: null, params: null };
    }),
    unreadCount: await unreadCount(db, userId),
  };
}

/** Marks the learner's own notices read (all of them without ids); another user's ids change nothing. */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<{ unreadCount: number }> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids.length > 0 ? ids : [0])) : mine);
  return { unreadCount: await unreadCount(db, userId) };
}
