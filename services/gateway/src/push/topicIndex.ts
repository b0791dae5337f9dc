/** What the index needs of a stream: the topics it follows and who holds it. */
export interface Follower {
  readonly topics: ReadonlySet<string>;
  readonly person: string;
}

/**
 * The open streams by topic, so that a notice costs the streams that follow its topics, never a scan
 * of every open stream (a gateway holds thousands: a room's 8 seats in each of a thousand drafts).
 * It also counts each person's streams per topic, for presence. A stream's topics are fixed while
 * it is in the index.
 */
export class TopicIndex<F extends Follower> {
  private readonly members = new Set<F>();
  private readonly byTopic = new Map<string, Set<F>>();
  private readonly peopleByTopic = new Map<string, Map<string, number>>();

  get size(): number {
    return this.members.size;
  }

  add(follower: F): void {
    if (this.members.has(follower)) return;
    this.members.add(follower);
    for (const topic of follower.topics) {
      this.byTopic.set(topic, (this.byTopic.get(topic) ?? new Set<F>()).add(follower));
      const people = this.peopleByTopic.get(topic) ?? new Map<string, number>();
      this.peopleByTopic.set(topic, people.set(follower.person, (people.get(follower.person) ?? 0) + 1));
    }
  }

  /** Removes a stream; false when it was not in the index. */
  delete(follower: F): boolean {
    if (!this.members.delete(follower)) return false;
    for (const topic of follower.topics) {
      const followers = this.byTopic.get(topic)!;
      followers.delete(follower);
      if (followers.size === 0) this.byTopic.delete(topic);
      const people = this.peopleByTopic.get(topic)!;
      const left = people.get(follower.person)! - 1;
      if (left > 0) people.set(follower.person, left);
      else people.delete(follower.person);
      if (people.size === 0) this.peopleByTopic.delete(topic);
    }
    return true;
  }

  /** The streams following `topic`. */
  followersOf(topic: string): Iterable<F> {
    return this.byTopic.get(topic) ?? [];
  }

  /** Each stream following any of `topics`, with which of them it follows (in the order of `topics`). */
  followersOfAny(topics: Iterable<string>): Map<F, string[]> {
    const reached = new Map<F, string[]>();
    for (const topic of topics) {
      for (const follower of this.followersOf(topic)) {
        const followed = reached.get(follower);
        if (followed) followed.push(topic);
        else reached.set(follower, [topic]);
      }
    }
    return reached;
  }

  /** The people holding a stream on `topic` (each once, however many streams), in no set order. */
  peopleOn(topic: string): string[] {
    return [...(this.peopleByTopic.get(topic)?.keys() ?? [])];
  }

  /** Every stream, once each. */
  all(): Iterable<F> {
    return this.members;
  }
}
