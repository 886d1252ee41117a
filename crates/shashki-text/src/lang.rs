//! The languages of the interface and how a request or a locale names one.

use std::str::FromStr;

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the default.
    En,
    /// Russian.
    Ru,
    /// Ukrainian.
    Uk,
}

impl FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Lang, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "ru" => Ok(Lang::Ru),
            "uk" | "ua" => Ok(Lang::Uk),
            other => Err(format!("unknown language '{other}'; known: ru, uk, en")),
        }
    }
}

impl Lang {
    /// Every language, in the order the catalogue files are checked.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Uk];

    /// The language's code (`ru`), as in the catalogue's file name and `Accept-Language`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Uk => "uk",
        }
    }

    /// A number written with a decimal point (`-0.35`), with the decimal sign the language
    /// writes: a comma in Russian and Ukrainian.
    pub fn decimal(self, text: &str) -> String {
        match self {
            Lang::En => text.to_string(),
            Lang::Ru | Lang::Uk => text.replace('.', ","),
        }
    }

    /// The language a POSIX locale names (`ru_RU.UTF-8` → Russian), English for any other.
    pub fn from_locale(locale: &str) -> Lang {
        let code = locale.split(['_', '.', '@']).next().unwrap_or_default();
        code.parse().unwrap_or(Lang::En)
    }

    /// The first of our languages an `Accept-Language` header names (`ru-RU,ru;q=0.9,en`),
    /// English when it names none. The order of the header is taken as the preference.
    pub fn from_accept_language(header: &str) -> Lang {
        header
            .split(',')
            .filter_map(|range| range.split(';').next())
            .filter_map(|tag| tag.trim().split('-').next())
            .find_map(|code| code.parse().ok())
            .unwrap_or(Lang::En)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_names_its_language_and_anything_else_is_english() {
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::from_locale("uk_UA.UTF-8"), Lang::Uk);
        assert_eq!(Lang::from_locale("C.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("de_DE"), Lang::En);
    }

    #[test]
    fn accept_language_takes_the_first_known_tag() {
        assert_eq!(Lang::from_accept_language("ru"), Lang::Ru);
        assert_eq!(
            Lang::from_accept_language("de-DE, uk-UA;q=0.8, en"),
            Lang::Uk
        );
        assert_eq!(Lang::from_accept_language("fr"), Lang::En);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
    }
}
