//! The names the hall answers to. A page elsewhere whose name is made to
//! point at this laptop (DNS rebinding) is loaded by a browser with its own
//! name as the `Host`: answering only to addresses and to this laptop's
//! own names keeps such a page from reading the hall or posting to it.

use std::net::{Ipv4Addr, Ipv6Addr};

/// What a request's `Host` says about who it was meant for.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// An address, `localhost`, or a name of this laptop.
    Ours,
    /// A name this laptop doesn't answer to.
    Elsewhere,
    /// Not a host at all.
    Malformed,
}

/// This laptop's own names, read once as the hall opens: its host name and
/// the `.local` name the local network gives it.
#[derive(Clone, Debug, Default)]
pub struct Names {
    names: Vec<String>,
}

impl Names {
    /// The names of the machine this runs on.
    pub fn of_this_machine() -> Names {
        Names::from_hostname(hostname().as_deref())
    }

    /// The names that go with a host name (`hall-laptop`, or
    /// `hall-laptop.example.org`): the name itself, its first part, and
    /// that part under `.local`.
    pub fn from_hostname(hostname: Option<&str>) -> Names {
        let mut names = Vec::new();
        if let Some(full) = hostname.map(|h| h.trim().trim_end_matches('.').to_ascii_lowercase()) {
            if !full.is_empty() && full.is_ascii() {
                let first = full.split('.').next().unwrap_or(&full).to_string();
                names.push(format!("{first}.local"));
                names.push(first);
                names.push(full);
            }
        }
        names.sort();
        names.dedup();
        Names { names }
    }

    /// Whether `host` (a `Host` header: a name or an address, maybe with a
    /// port) is this laptop.
    pub fn judge(&self, host: &str) -> Verdict {
        let Some(name) = without_port(host) else {
            return Verdict::Malformed;
        };
        if let Some(inner) = name.strip_prefix('[') {
            return match inner.strip_suffix(']').map(str::parse::<Ipv6Addr>) {
                Some(Ok(_)) => Verdict::Ours,
                _ => Verdict::Malformed,
            };
        }
        let name = name.trim_end_matches('.').to_ascii_lowercase();
        if name.is_empty()
            || !name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._".contains(&b))
        {
            return Verdict::Malformed;
        }
        if name.parse::<Ipv4Addr>().is_ok() || name == "localhost" || self.names.contains(&name) {
            Verdict::Ours
        } else {
            Verdict::Elsewhere
        }
    }
}

/// `host` without its `:port`, or `None` when the port isn't a number.
fn without_port(host: &str) -> Option<&str> {
    let (name, port) = match host.rfind(':') {
        // An IPv6 address in brackets has colons of its own.
        Some(at) if !host[at..].contains(']') => (&host[..at], Some(&host[at + 1..])),
        _ => (host, None),
    };
    match port {
        Some(p) if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) => None,
        _ => Some(name),
    }
}

#[cfg(unix)]
fn hostname() -> Option<String> {
    let mut buffer = [0u8; 256];
    // SAFETY: the buffer is writable for its whole length, and the length
    // passed is that length.
    let status = unsafe { libc::gethostname(buffer.as_mut_ptr().cast(), buffer.len()) };
    if status != 0 {
        return None;
    }
    let end = buffer.iter().position(|&b| b == 0).unwrap_or(buffer.len());
    String::from_utf8(buffer[..end].to_vec()).ok()
}

#[cfg(not(unix))]
fn hostname() -> Option<String> {
    std::env::var("COMPUTERNAME").ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_localhost_and_the_laptops_names_are_ours() {
        let names = Names::from_hostname(Some("Hall-Laptop"));
        for host in [
            "192.168.1.20:4545",
            "127.0.0.1",
            "[::1]:4545",
            "[fe80::1]",
            "localhost:4545",
            "LOCALHOST.",
            "hall-laptop:4545",
            "hall-laptop.local:4545",
            "Hall-Laptop.Local.",
        ] {
            assert_eq!(names.judge(host), Verdict::Ours, "{host}");
        }
    }

    #[test]
    fn any_other_name_is_elsewhere() {
        let names = Names::from_hostname(Some("hall-laptop.example.org"));
        assert_eq!(names.judge("hall-laptop.example.org"), Verdict::Ours);
        assert_eq!(names.judge("hall-laptop.local"), Verdict::Ours);
        for host in [
            "evil.example:4545",
            "evil.example",
            "127.0.0.1.evil.example",
            "localhost.evil.example",
            "hall-laptop.evil.example",
            "example.org",
        ] {
            assert_eq!(names.judge(host), Verdict::Elsewhere, "{host}");
        }
        // A machine with no name answers to addresses and localhost only.
        let nameless = Names::from_hostname(None);
        assert_eq!(nameless.judge("localhost"), Verdict::Ours);
        assert_eq!(nameless.judge("local"), Verdict::Elsewhere);
    }

    #[test]
    fn what_is_not_a_host_is_malformed() {
        let names = Names::from_hostname(Some("hall"));
        for host in ["", ":4545", "hall:", "hall:45x", "[::1", "[nope]:80", "::1"] {
            assert_eq!(names.judge(host), Verdict::Malformed, "{host:?}");
        }
    }
}
