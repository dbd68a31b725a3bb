//! The hall's pages, written with maud: every name and every message is
//! escaped by the template engine, so a pair named `<script>` shows as
//! text. Every page works as plain HTML forms; the one small script
//! (`/hall.js`) only keeps pages live.

pub mod board;
pub mod cards;
pub mod director;
pub mod pair;
pub mod plan;
pub mod prizes;
pub mod results;
pub mod table;

use maud::{html, Markup, PreEscaped, DOCTYPE};

pub const CSS: &str = include_str!("../assets/hall.css");
pub const JS: &str = include_str!("../assets/hall.js");

/// The hall's icon (`/favicon.ico`): a card with a 45 on it, drawn inline,
/// nothing from outside the program.
pub const ICON: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\"><rect x=\"5\" y=\"2\" width=\"22\" height=\"28\" rx=\"3\" fill=\"#fff\" stroke=\"#0b5cad\" stroke-width=\"2\"/><text x=\"16\" y=\"21\" font-family=\"sans-serif\" font-size=\"12\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#b3261e\">45</text></svg>";

/// How a page is laid out.
pub struct Page<'a> {
    pub title: &'a str,
    /// The `<body>` class: `board` for the projector.
    pub class: &'a str,
    /// The party's version this page was drawn from: the script looks again
    /// when the party moves past it.
    pub version: u64,
    /// Without scripts, reload every so many seconds.
    pub refresh: Option<u32>,
}

/// The page around `body`.
pub fn layout(page: &Page, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="same-origin";
                title { (page.title) }
                link rel="icon" href="/favicon.ico" type="image/svg+xml";
                link rel="stylesheet" href="/hall.css";
                @if let Some(seconds) = page.refresh {
                    noscript { meta http-equiv="refresh" content=(seconds); }
                }
            }
            body class=(page.class) data-version=(page.version) {
                (body)
                script src="/hall.js" defer {}
            }
        }
    }
}

/// A page that says what went wrong, and where to go instead.
pub fn problem(title: &str, message: &str, back: Option<(&str, &str)>) -> Markup {
    layout(
        &Page {
            title,
            class: "",
            version: 0,
            refresh: None,
        },
        html! {
            main {
                h1 { (title) }
                p.error { (message) }
                @if let Some((href, words)) = back {
                    p { a href=(href) { (words) } }
                }
            }
        },
    )
}

/// A name that may break after each "+" on a narrow screen, and only
/// there: "Anne-Marie Cormier+<wbr>Claudette LeBlanc".
pub fn name(text: &str) -> Markup {
    html! {
        @for (i, piece) in text.split('+').enumerate() {
            @if i > 0 { "+" wbr; }
            (piece)
        }
    }
}

/// "once 1 more table reports" / "once 2 more tables report".
pub fn once_more_report(n: usize) -> String {
    if n == 1 {
        "once 1 more table reports".to_string()
    } else {
        format!("once {n} more tables report")
    }
}

pub use fortyfives::rules::prose::ordinal;

/// "1 table" / "2 tables".
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A QR code of `link` as an SVG picture, dark on light, with its quiet
/// zone; nothing from outside the program.
pub fn qr(link: &str) -> Markup {
    match qrcode::QrCode::new(link.as_bytes()) {
        Ok(code) => {
            let svg = code
                .render::<qrcode::render::svg::Color>()
                .min_dimensions(200, 200)
                .quiet_zone(true)
                .build();
            // The picture alone, without the XML declaration before it.
            let start = svg.find("<svg").unwrap_or(0);
            PreEscaped(svg[start..].to_string())
        }
        // A link too long for a QR code (never for ours): the link alone.
        Err(_) => html! {},
    }
}

/// A QR code as a picture with its words, for assistive technology: the
/// SVG marked as an image named by `label`.
pub fn qr_labelled(link: &str, label: &str) -> Markup {
    let svg = qr(link).into_string();
    let labelled = svg.replacen(
        "<svg",
        &format!(
            "<svg role=\"img\" aria-label=\"{}\"",
            maud::html! { (label) }.into_string()
        ),
        1,
    );
    PreEscaped(labelled)
}
