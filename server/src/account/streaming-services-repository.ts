import type { Database } from '../db/database';

/** The streaming services each user chose as theirs ("My services"), by the services' ids. */
export class StreamingServicesRepository {
  constructor(private readonly db: Database) {}

  async list(userId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ service_id: number }>(
      'SELECT service_id FROM user_streaming_services WHERE user_id = $1 ORDER BY service_id',
      [userId],
    );
    return rows.map((r) => Number(r.service_id));
  }

  /** Makes `serviceIds` the user's whole choice: those kept keep the day they were first chosen. */
  async replace(userId: number, serviceIds: readonly number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM user_streaming_services WHERE user_id = $1 AND NOT (service_id = ANY($2::int[]))', [
        userId,
        [...serviceIds],
      ]);
      for (const id of serviceIds)
        await tx.query(
          'INSERT INTO user_streaming_services (user_id, service_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [userId, id],
        );
    });
  }
}
