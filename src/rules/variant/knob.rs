//! How a knob is declared: the macros a knob's line and a knob's type go
//! through ([`rule_set!`] in `mod.rs`, `knob_enum!` in `knobs.rs`), the
//! [`KnobValue`] every knob's type implements, the values a knob takes in
//! words ([`Values`]) and its line in [`KNOBS`](super::KNOBS)
//! ([`KnobInfo`]). Nothing here names a knob: adding one touches `mod.rs`
//! and, for a new kind of value, `knobs.rs`.

use std::fmt;

/// Declares a knob's enum with its kebab-case names, parsing and display.
macro_rules! knob_enum {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident = $text:literal, )+
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum $name {
            $( $(#[$vmeta])* #[serde(rename = $text)] $variant, )+
        }

        impl $name {
            /// Every value, as written in files and on the command line.
            pub const NAMES: &'static [&'static str] = &[$($text),+];

            /// The value as written in files and on the command line.
            pub fn name(self) -> &'static str {
                match self { $( $name::$variant => $text, )+ }
            }
        }

        impl FromStr for $name {
            type Err = ();
            fn from_str(s: &str) -> Result<Self, ()> {
                let s = s.trim().to_lowercase().replace('_', "-");
                match flag_word(&s).unwrap_or(s.as_str()) {
                    $( $text => Ok($name::$variant), )+
                    _ => Err(()),
                }
            }
        }

        impl KnobValue for $name {
            const VALUES: Values = Values::Names($name::NAMES);
            fn parse_value(text: &str) -> Option<Self> {
                text.parse().ok()
            }
            fn show_value(&self) -> String {
                self.name().to_string()
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}
pub(super) use knob_enum;

/// The words a table may use for yes and no, as the knob's own value:
/// `on`, `yes` and `1` mean `true`; `off`, `no` and `0` mean `false`.
pub(super) fn flag_word(text: &str) -> Option<&'static str> {
    match text {
        "true" | "on" | "yes" | "1" => Some("true"),
        "false" | "off" | "no" | "0" => Some("false"),
        _ => None,
    }
}

/// The values a knob takes, as `fortyfives rules --list` and an error
/// message say them.
#[derive(Clone, Copy, Debug)]
pub enum Values {
    /// Every value by name: said "a, b or c".
    Names(&'static [&'static str]),
    /// A range or a number, in words.
    Text(&'static str),
}

impl fmt::Display for Values {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Values::Text(text) => f.write_str(text),
            Values::Names(names) => match names {
                [init @ .., last] if !init.is_empty() => {
                    write!(f, "{} or {last}", init.join(", "))
                }
                _ => f.write_str(&names.join("")),
            },
        }
    }
}

/// A knob's value as `--set KNOB=VALUE` reads it and `fortyfives rules`
/// shows it; every knob's type implements it, so a knob is declared once
/// (a line of `rule_set!` in `variant/mod.rs`) and parsed, shown and listed
/// from that.
pub trait KnobValue: Sized {
    /// The values the knob takes, for help and for errors.
    const VALUES: Values;
    /// Reads a value as typed after `KNOB=`; `None` when it is not one.
    fn parse_value(text: &str) -> Option<Self>;
    /// The value as written in files and shown.
    fn show_value(&self) -> String;
}

impl KnobValue for bool {
    const VALUES: Values = Values::Names(&["true", "false"]);
    fn parse_value(text: &str) -> Option<bool> {
        flag_word(&text.to_lowercase()).map(|w| w == "true")
    }
    fn show_value(&self) -> String {
        self.to_string()
    }
}

/// Numbers: each knob says its range in words (`[".."]` in [`rule_set!`]),
/// and [`RuleSet::validate`](super::RuleSet::validate) holds it.
macro_rules! number_knob {
    ($($ty:ty),+) => {$(
        impl KnobValue for $ty {
            const VALUES: Values = Values::Text("a number");
            fn parse_value(text: &str) -> Option<$ty> {
                text.parse().ok()
            }
            fn show_value(&self) -> String {
                self.to_string()
            }
        }

        impl KnobValue for Option<$ty> {
            const VALUES: Values = Values::Text("none or a number");
            fn parse_value(text: &str) -> Option<Option<$ty>> {
                match text.to_lowercase().as_str() {
                    "none" | "off" | "no" => Some(None),
                    _ => text.parse().ok().map(Some),
                }
            }
            fn show_value(&self) -> String {
                self.map_or_else(|| "none".to_string(), |n| n.to_string())
            }
        }
    )+};
}

number_knob!(u8, u32, i32);

/// Optional numbers are written `"none"` in files, so a saved game names
/// every knob explicitly.
pub(super) mod none_or {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    #[derive(Serialize, Deserialize)]
    #[serde(untagged)]
    enum Repr<T> {
        Value(T),
        Word(String),
    }

    pub(crate) fn serialize<T: Serialize + Copy, S: Serializer>(
        value: &Option<T>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            Some(v) => v.serialize(serializer),
            None => serializer.serialize_str("none"),
        }
    }

    pub(crate) fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<T>, D::Error> {
        match Repr::<T>::deserialize(deserializer)? {
            Repr::Value(v) => Ok(Some(v)),
            Repr::Word(w) if w == "none" => Ok(None),
            Repr::Word(w) => Err(serde::de::Error::custom(format!(
                "expected a number or \"none\", found \"{w}\""
            ))),
        }
    }
}

/// Declares every knob once. From each line come the
/// [`RuleSet`](super::RuleSet) field (its meaning is the field's doc), its
/// line in [`KNOBS`](super::KNOBS) with the values it takes, its
/// `--set KNOB=VALUE` parsing and its value as `fortyfives rules` shows it.
/// A line reads `[attributes] name: Type ["values in words"] => "meaning";`;
/// the values in words are needed only where the type can't say them
/// (numbers).
macro_rules! rule_set {
    (
        $(
            $(#[$attr:meta])*
            $knob:ident: $ty:ty $([$values:literal])? => $meaning:literal;
        )+
    ) => {
        /// Every knob of the game, named as in docs/rules.md. Build one from
        /// a preset ([`RuleSet::preset`]) and change knobs with
        /// [`RuleSet::set`].
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        pub struct RuleSet {
            /// The preset these rules started from.
            pub preset: String,
            $(
                #[doc = $meaning]
                $(#[$attr])*
                pub $knob: $ty,
            )+
        }

        /// Every knob, in the order `fortyfives rules` prints them.
        pub const KNOBS: &[KnobInfo] = &[
            $(
                KnobInfo {
                    name: stringify!($knob),
                    values: rule_set!(@values $ty $(, $values)?),
                    meaning: $meaning,
                },
            )+
        ];

        impl RuleSet {
            /// Sets the knob named `knob` from its text; `None` when the
            /// knob doesn't take that value.
            fn set_value(&mut self, knob: &str, value: &str) -> Option<()> {
                $(
                    if knob == stringify!($knob) {
                        self.$knob = KnobValue::parse_value(value)?;
                        return Some(());
                    }
                )+
                None
            }

            /// Every knob with its value as text, in the order of [`KNOBS`].
            pub fn knob_values(&self) -> Vec<(&'static str, String)> {
                vec![$((stringify!($knob), self.$knob.show_value()),)+]
            }
        }
    };
    (@values $ty:ty) => { <$ty as KnobValue>::VALUES };
    (@values $ty:ty, $text:literal) => { Values::Text($text) };
}
pub(super) use rule_set;

/// A knob: its name, the values it takes, and what it changes.
pub struct KnobInfo {
    /// The knob's name, as in `--set NAME=VALUE` and a game file's `[rules]`.
    pub name: &'static str,
    /// The values it takes.
    pub values: Values,
    /// What it changes, in a sentence.
    pub meaning: &'static str,
}
