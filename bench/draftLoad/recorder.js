/**
 * What one phase of the bench saw: when each pick was sent and by whom, how long its request took,
 * the change notices every stream received, and when each player's room first showed each pick.
 * `epoch` counts the drafts' resets, to tell a pick number's first life from its second.
 */
function createRecorder(name, epoch) {
  const sends = new Map(); // draftId -> Map(pickNumber -> { sentAt, picker })
  return {
    name,
    epoch,
    pickLatencies: [],
    /** Latency from sending a pick to another player's room showing it (notice + refetch, or a poll). */
    seenLatencies: [],
    notices: [], // { watcher, position, at }
    /** Failed room refetches or polls. */
    errors: 0,
    refusedPicks: [],
    /** Pick answers whose room did not show the pick yet (read models behind). */
    staleAnswers: 0,
    firstSentAt: Infinity,
    lastAnsweredAt: 0,
    sent(draftId, pickNumber, picker, sentAt) {
      if (!sends.has(draftId)) sends.set(draftId, new Map());
      sends.get(draftId).set(pickNumber, { sentAt, picker });
      this.firstSentAt = Math.min(this.firstSentAt, sentAt);
    },
    answered(sentAt, answeredAt) {
      this.pickLatencies.push(answeredAt - sentAt);
      this.lastAnsweredAt = Math.max(this.lastAnsweredAt, answeredAt);
    },
    send(draftId, pickNumber) {
      return sends.get(draftId)?.get(pickNumber);
    },
    *allSends() {
      for (const [draftId, picks] of sends) for (const [pickNumber, send] of picks) yield { draftId, pickNumber, ...send };
    },
    /** A player's room answer arrived at `at`: the picks it shows for the first time are now seen. */
    roomSeen(watcher, room, at) {
      for (const pick of room.picks.slice(watcher.seen)) {
        const send = this.send(watcher.draftId, pick.pickNumber);
        if (send && pick.playerId !== watcher.playerId) this.seenLatencies.push(at - send.sentAt);
      }
      watcher.seen = Math.max(watcher.seen, room.picks.length);
    },
  };
}

module.exports = { createRecorder };
