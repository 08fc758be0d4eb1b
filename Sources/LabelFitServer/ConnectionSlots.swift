import Foundation

/// The server's connection slots, shared fairly among client addresses. libmicrohttpd's own limits
/// are a total and a fixed cap per address (`MHD_OPTION_CONNECTION_LIMIT`,
/// `MHD_OPTION_PER_IP_CONNECTION_LIMIT`): eight addresses at 64 each fill 512 slots, and every
/// address of 127.0.0.0/8 is a different client. So each new connection is decided here, in
/// libmicrohttpd's accept-policy callback (`MHD_AcceptPolicyCallback`, called for every accepted
/// socket after the library's own limits and before the connection exists: daemon.c,
/// `new_connection_prepare_`):
///
/// - an address may hold at most its share: the slots (less the reserve) divided by the addresses
///   holding connections, this one included, never more than the per-address cap and never fewer
///   than `light` — so the share shrinks as more addresses connect;
/// - the last `reserve` slots go only to addresses holding fewer than `light` connections: a
///   newcomer (the translator's browser, a `/healthz` probe) still gets in when the rest are taken.
///
/// A slot taken here is given back when libmicrohttpd reports the connection closed (it reports
/// every connection it started, its own failures included: daemon.c, `new_connection_process_`); one
/// it drops between the two (an allocation failing) stays counted.
///
/// A share that shrinks takes nothing back: an address over its new share keeps what it holds until
/// those connections end, which the request deadlines bound (`RequestDeadlines`). Any table can be
/// filled by enough addresses each holding a few; then the deadlines are what frees it.
final class ConnectionSlots: @unchecked Sendable {
    let total: Int
    let perAddress: Int
    let reserve: Int
    let light: Int
    private var held: [[UInt8]: Int] = [:]
    private var used = 0
    private let lock = NSLock()

    init(total: Int, perAddress: Int) {
        self.total = max(1, total)
        self.perAddress = max(1, min(perAddress, self.total))
        light = min(2, self.perAddress)
        reserve = min(self.total - 1, max(2 * light, self.total / 8))
    }

    /// Takes a slot for a connection from `address` (the address's bytes), or says no.
    func admit(_ address: [UInt8]) -> Bool {
        lock.withLock {
            let n = held[address] ?? 0
            let addresses = held.count + (n == 0 ? 1 : 0)
            let share = min(perAddress, max(light, (total - reserve) / addresses))
            guard used < total, n < share, used < total - reserve || n < light else { return false }
            held[address] = n + 1
            used += 1
            return true
        }
    }

    /// Gives back a slot taken by `admit`.
    func release(_ address: [UInt8]) {
        lock.withLock {
            guard let n = held[address] else { return }
            if n <= 1 { held[address] = nil } else { held[address] = n - 1 }
            used -= 1
        }
    }

    /// Connections held now, in all and by `address`.
    func count(_ address: [UInt8]? = nil) -> Int { lock.withLock { address.map { held[$0] ?? 0 } ?? used } }
}
