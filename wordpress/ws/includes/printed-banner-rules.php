<?php
/**
 * The printed banner and its no-script answer, the pure rules (docs/WORDPRESS.md "The printed banner"):
 * the slots of dist/printed-banner.json's templates computed from ws_front_settings() exactly as
 * elements/consent-banner/printed-frame.ts computes them (test/unit/printed-banner-php.test.ts
 * compares both byte for byte), and the cookies an answer to POST ws/v1/answer sets, as
 * consent-bus/cookies.ts writes them.
 *
 * No WordPress function is called in this file, so phpunit loads it alone (test/php/).
 */

declare(strict_types=1);

/** The banner's classes: the plugin has no position or theme setting (rules.ts bannerClassName). */
const WS_PRINTED_CLASS_PREFIX = 'banner position-bottom theme-light layout-';

/** The word before the services list of a purpose (rules.ts DEFAULT_TEXTS `services`). */
const WS_PRINTED_SERVICES_LABEL = ['de' => 'Dienste', 'en' => 'Services'];

/** A services list is cut at this many characters (rules.ts MAX_SERVICES_TEXT). */
const WS_PRINTED_MAX_SERVICES_TEXT = 320;

/** The bus's defaults when the settings name no prefix or policy (consent-bus/settings.ts DEFAULT_SETTINGS). */
const WS_PRINTED_DEFAULT_PREFIX = 'cmplz_';

/** The categories a choice writes a cookie for (consent-bus/categories.ts siteCategories, no events). */
const WS_ANSWER_CATEGORIES = ['functional', 'preferences', 'statistics', 'marketing', 'statistics-anonymous'];

/** The switches a visitor sets (consent-bus/categories.ts CHOOSABLE_CATEGORIES). */
const WS_ANSWER_CHOOSABLE = ['preferences', 'statistics', 'marketing'];

/** The form's answers (elements/consent-banner/frame-markup.ts FORM_ANSWERS). */
const WS_ANSWER_VALUES = ['accept', 'deny', 'save', 'preferences'];

/** A form body longer than this is no answer of ours (form-answer.ts MAX_FORM_ANSWER_CHARS). */
const WS_ANSWER_MAX_CHARS = 4096;

/** What a consent record calls each answer (record-rules.php WS_RECORD_ACTIONS). */
const WS_ANSWER_ACTIONS = ['accept' => 'accept_all', 'deny' => 'deny', 'save' => 'save'];

/** The characters JavaScript's String.prototype.trim() takes off both ends. */
const WS_JS_SPACE = '\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}'
    . '\x{205F}\x{3000}\x{FEFF}';

/** A value in a template: the five characters printed-frame.ts fillTemplate escapes, the same way. */
function ws_printed_escape(string $value): string
{
    return strtr($value, ['&' => '&amp;', '<' => '&lt;', '>' => '&gt;', '"' => '&quot;', "'" => '&#39;']);
}

/** A template with its slots filled, every value escaped; a slot without a value prints ''. */
function ws_printed_fill(string $template, array $slots): string
{
    return (string) preg_replace_callback(
        '/\{\{([A-Za-z0-9_]+)\}\}/',
        static fn (array $match): string => ws_printed_escape((string) ($slots[$match[1]] ?? '')),
        $template
    );
}

/** A string trimmed as JavaScript trims it (Unicode spaces included). */
function ws_printed_js_trim(string $value): string
{
    $trimmed = preg_replace('/^[' . WS_JS_SPACE . ']+|[' . WS_JS_SPACE . ']+$/u', '', $value);
    return is_string($trimmed) ? $trimmed : trim($value);
}

/** A settings text, trimmed, or null when it is no text (rules.ts `text`). */
function ws_printed_text(mixed $value): ?string
{
    if (!is_string($value)) {
        return null;
    }
    $value = ws_printed_js_trim($value);
    return $value === '' ? null : $value;
}

/** The language of the texts: 'de' or 'en'. */
function ws_printed_language(string $language): string
{
    return $language === 'en' ? 'en' : 'de';
}

/**
 * Every text slot: the file's defaults of the language, replaced by the settings' own with the
 * field rules of rules.ts bannerTexts (message by consent type, TEXT_FIELDS, category_*, services_*).
 *
 * @param array<string, string> $defaults the language's texts of dist/printed-banner.json
 * @return array<string, string>
 */
function ws_printed_texts(array $front, array $defaults, string $language): array
{
    $texts = $defaults;
    $consent_type = $front['consenttype'] ?? 'optin';
    $message = ws_printed_text($front[$consent_type === 'optout' ? 'message_optout' : 'message_optin'] ?? null)
        ?? ws_printed_text($front['message'] ?? null);
    if ($message !== null) {
        $texts['message'] = $message;
    }
    $fields = [
        'title' => ['header', 'title'],
        'accept' => ['accept_all', 'accept'],
        'deny' => ['deny', 'dismiss'],
        'save' => ['save_preferences'],
        'preferences' => ['view_preferences'],
        'readMore' => ['readmore_text'],
    ];
    foreach ($fields as $slot => $names) {
        foreach ($names as $name) {
            $value = ws_printed_text($front[$name] ?? null);
            if ($value !== null) {
                $texts[$slot] = $value;
                break;
            }
        }
    }
    $label = WS_PRINTED_SERVICES_LABEL[ws_printed_language($language)];
    foreach (['functional', ...WS_ANSWER_CHOOSABLE] as $category) {
        $name = ws_printed_text($front["category_{$category}"] ?? null);
        if ($name !== null) {
            $texts["category_{$category}"] = $name;
        }
        // The services the scan found for this switch (docs/WORDPRESS.md "Settings"); cut by code point,
        // where JavaScript cuts by UTF-16 unit: the plugin's lists stay under 300 characters anyway.
        $services = ws_printed_text($front["services_{$category}"] ?? null);
        if ($services !== null) {
            $texts["purpose_{$category}"] = ($texts["purpose_{$category}"] ?? '') . " {$label}: "
                . mb_substr($services, 0, WS_PRINTED_MAX_SERVICES_TEXT);
        }
    }
    return $texts;
}

/** A read-more address, when it is http(s) or a path on this site (the settings' own URL check). */
function ws_printed_safe_url(mixed $value): ?string
{
    $value = ws_printed_text($value);
    if ($value === null) {
        return null;
    }
    [$valid, $clean] = ws_settings_check_url($value);
    return $valid && $clean === $value ? $value : null;
}

/** The read-more link of the region, else of the consent type, else readmore_url (rules.ts readMoreUrl). */
function ws_printed_read_more(array $front): ?string
{
    $region = is_string($front['region'] ?? null) ? $front['region'] : 'eu';
    $type = is_string($front['consenttype'] ?? null) ? $front['consenttype'] : 'optin';
    return ws_printed_safe_url($front["readmore_{$region}"] ?? null)
        ?? ws_printed_safe_url($front["readmore_{$type}"] ?? null)
        ?? ws_printed_safe_url($front['readmore_url'] ?? null);
}

/** The colours as --ws-banner-* properties, `property:value;` each (rules.ts paletteProperties). */
function ws_printed_palette(array $front): string
{
    $properties = [
        'colorpalette_background_color' => '--ws-banner-background',
        'colorpalette_text_color' => '--ws-banner-text',
        'colorpalette_button_accept_background_color' => '--ws-banner-accept-background',
        'colorpalette_button_accept_text_color' => '--ws-banner-accept-text',
        'colorpalette_button_deny_background_color' => '--ws-banner-deny-background',
        'colorpalette_button_deny_text_color' => '--ws-banner-deny-text',
    ];
    $colour = '/^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\)|[a-z]{3,20})$/i';
    $palette = '';
    foreach ($properties as $field => $property) {
        $value = is_string($front[$field] ?? null) ? ws_printed_js_trim($front[$field]) : '';
        if (preg_match($colour, $value) === 1) {
            $palette .= "{$property}:{$value};";
        }
    }
    return $palette;
}

/** 'categories' when the settings show categories (rules.ts bannerLayout), else 'basic'. */
function ws_printed_layout(array $front): string
{
    $use = $front['use_categories'] ?? 'visible';
    return $use === true || $use === 'visible' || $use === 'legacy' ? 'categories' : 'basic';
}

/** A path and query on this site, else '/' (form-answer.ts sameSitePath). */
function ws_printed_same_site_path(mixed $value): string
{
    if (!is_string($value) || strlen($value) > 2000) {
        return '/';
    }
    return preg_match('~^/(?![/\\\\])[^' . WS_JS_SPACE . '\\\\]*$~uD', $value) === 1 ? $value : '/';
}

/**
 * The banner as printed for this page, '' when none is (consent type 'other', or no template):
 * printed-frame.ts printedBanner. $switches_open: the categories layout, expanded, for "Einstellungen".
 *
 * @param array{templates?: array<string, string>, texts?: array<string, array<string, string>>} $file
 */
function ws_printed_banner(
    array $file,
    array $front,
    string $language,
    string $return_to,
    string $nonce,
    bool $switches_open = false
): string {
    if (($front['consenttype'] ?? 'optin') === 'other') {
        return '';
    }
    $language = ws_printed_language($language);
    $read_more = ws_printed_read_more($front);
    $layout = $switches_open ? 'categories' : ws_printed_layout($front);
    $wall = !$switches_open && ($front['soft_cookiewall'] ?? false) === true;
    $variant = $layout . ($wall ? '-wall' : '') . ($read_more !== null ? '-link' : '');
    $template = $file['templates'][$variant] ?? null;
    if (!is_string($template)) {
        return '';
    }
    $defaults = is_array($file['texts'][$language] ?? null) ? $file['texts'][$language] : [];
    $url = is_string($front['url'] ?? null) ? rtrim($front['url'], '/') : '/wp-json/complianz';
    $slots = ws_printed_texts($front, $defaults, $language) + [
        'class' => WS_PRINTED_CLASS_PREFIX . $layout . ($switches_open ? ' expanded' : '') . ($wall ? ' wall' : ''),
        'readMoreUrl' => $read_more ?? '',
        'answerUrl' => "{$url}/v1/answer",
        'returnTo' => $return_to,
        'palette' => ws_printed_palette($front),
        'nonce' => $nonce,
    ];
    return ws_printed_fill($template, $slots);
}

/** The head's check and rule (printed-frame.ts printedHead). */
function ws_printed_head(array $file, string $nonce): string
{
    return is_string($file['head'] ?? null) ? ws_printed_fill($file['head'], ['nonce' => $nonce]) : '';
}

/** dist/printed-banner.json read, or null when it is missing or broken. */
function ws_printed_file(string $json): ?array
{
    $file = $json === '' ? null : json_decode($json, true);
    return is_array($file) && is_array($file['templates'] ?? null) ? $file : null;
}

/** Every value of a cookie in a Cookie header, in the browser's order, as written. */
function ws_printed_cookie_values(string $header, string $name): array
{
    $values = [];
    foreach (explode(';', $header) as $pair) {
        $parts = explode('=', trim($pair), 2);
        if ($parts[0] === $name) {
            $values[] = $parts[1] ?? '';
        }
    }
    return $values;
}

/**
 * Whether the request's cookies hold a choice for the current policy: the cookie part of
 * printed-frame.ts consentAnswered (the browser's signals are the head script's to read).
 */
function ws_printed_answered(string $cookie_header, array $front): bool
{
    $prefix = is_string($front['prefix'] ?? null) ? $front['prefix'] : WS_PRINTED_DEFAULT_PREFIX;
    $policy = $front['current_policy_id'] ?? '';
    $policy = is_string($policy) || is_int($policy) || is_float($policy) ? (string) $policy : '';
    return in_array('set', ws_printed_cookie_values($cookie_header, "{$prefix}choice"), true)
        && ($policy === '' || in_array($policy, ws_printed_cookie_values($cookie_header, "{$prefix}policy_id"), true));
}

/**
 * The posted form of the printed banner (form-answer.ts readFormAnswer): the answer, the switches
 * and a safe way back, or a German message for a 400.
 *
 * @return array{answer: string, choices: array<string, bool>, return_to: string}|array{error: string}
 */
function ws_answer_read(array $form, int $body_length = 0): array
{
    if ($body_length > WS_ANSWER_MAX_CHARS) {
        return ['error' => sprintf('Die Antwort ist länger als %d Zeichen.', WS_ANSWER_MAX_CHARS)];
    }
    $answer = $form['ws-answer'] ?? null;
    if (!is_string($answer) || !in_array($answer, WS_ANSWER_VALUES, true)) {
        return ['error' => 'ws-answer muss eines von ' . implode(', ', WS_ANSWER_VALUES) . ' sein.'];
    }
    $choices = [];
    foreach (WS_ANSWER_CHOOSABLE as $category) {
        $choices[$category] = ($form[$category] ?? null) === 'allow';
    }
    $return_to = ws_printed_same_site_path($form['ws-return'] ?? null);
    return ['answer' => $answer, 'choices' => $choices, 'return_to' => $return_to];
}

/**
 * The visitor's id from the cookies, when one is there (consent-bus/cookies.ts readStoredConsent).
 */
function ws_answer_previous_id(string $cookie_header, string $prefix): ?string
{
    foreach (ws_printed_cookie_values($cookie_header, "{$prefix}id") as $value) {
        $value = rawurldecode($value);
        if (preg_match('/^[A-Za-z0-9_-]{1,64}$/D', $value) === 1) {
            return $value;
        }
    }
    return null;
}

/** A visitor id like the bus makes (consent-bus/bus.ts randomId): 12 base-36 characters. */
function ws_answer_random_id(string $bytes): string
{
    $id = '';
    foreach (str_split(substr($bytes, 0, 12)) as $byte) {
        $id .= base_convert((string) (ord($byte) % 36), 10, 36);
    }
    return $id;
}

/**
 * The stored consent an answer makes (form-answer.ts formChoice; consent-bus/rules.ts choice): the
 * status, the policy and every category; the id kept. null for 'preferences', which chooses nothing.
 *
 * @return array{status: string, policy_id: string, categories: array<string, string>, id: ?string}|null
 */
function ws_answer_choice(array $read, array $front, ?string $id): ?array
{
    $answer = $read['answer'];
    if ($answer === 'preferences') {
        return null;
    }
    $status = ['accept' => 'allow', 'deny' => 'deny', 'save' => 'dismiss'][$answer];
    $categories = [];
    foreach (WS_ANSWER_CATEGORIES as $category) {
        if ($category === 'functional' || $answer === 'accept') {
            $categories[$category] = 'allow';
        } elseif ($answer === 'deny') {
            $categories[$category] = 'deny';
        } else {
            // Anonymous statistics follow statistics (consent-bus/rules.ts saveChoicesChoice).
            $switch = $category === 'statistics-anonymous' ? 'statistics' : $category;
            $categories[$category] = ($read['choices'][$switch] ?? false) === true ? 'allow' : 'deny';
        }
    }
    $policy = $front['current_policy_id'] ?? '';
    return [
        'status' => $status,
        'policy_id' => is_string($policy) || is_int($policy) ? (string) $policy : '',
        'categories' => $categories,
        'id' => $id,
    ];
}

/**
 * Expiry, domain and path (consent-bus/cookies.ts cookieOptions): a `__Host-` prefix writes host-only
 * cookies on "/" whatever the settings say (docs/REFERENCE.md "Cookies").
 *
 * @return array{expiry_days: int|float, domain: string, path: string, secure: bool}
 */
function ws_answer_cookie_options(array $front, bool $secure): array
{
    $prefix = is_string($front['prefix'] ?? null) ? $front['prefix'] : WS_PRINTED_DEFAULT_PREFIX;
    $host_only = str_starts_with($prefix, '__Host-');
    $path = is_string($front['cookie_path'] ?? null) && $front['cookie_path'] !== '' ? $front['cookie_path'] : '/';
    $expiry = $front['cookie_expiry'] ?? 365;
    return [
        'expiry_days' => is_int($expiry) || is_float($expiry) ? $expiry : 365,
        'domain' => $host_only ? '' : (is_string($front['cookie_domain'] ?? null) ? $front['cookie_domain'] : ''),
        'path' => $host_only || ($front['set_cookies_on_root'] ?? false) === true ? '/' : $path,
        'secure' => $secure,
    ];
}

/** One Set-Cookie value, SameSite=Lax always (consent-bus/cookies.ts serializeCookie). */
function ws_answer_serialize_cookie(string $name, string $value, array $options): string
{
    // encodeURIComponent leaves ! ' ( ) * as they are; rawurlencode does not.
    $encoded = strtr(rawurlencode($value), ['%21' => '!', '%27' => "'", '%28' => '(', '%29' => ')', '%2A' => '*']);
    $parts = [
        "{$name}={$encoded}",
        'Max-Age=' . (int) round($options['expiry_days'] * 86400),
        "Path={$options['path']}",
    ];
    if ($options['domain'] !== '') {
        $parts[] = "Domain={$options['domain']}";
    }
    $parts[] = 'SameSite=Lax';
    if ($options['secure']) {
        $parts[] = 'Secure';
    }
    return implode('; ', $parts);
}

/**
 * Every Set-Cookie of a choice, in the bus's order (consent-bus/cookies.ts choiceCookies): each consent
 * cookie but the id deleted first, so nothing stale remains, then the choice's own.
 *
 * @return list<string>
 */
function ws_answer_cookies(array $front, array $choice, bool $secure): array
{
    $prefix = is_string($front['prefix'] ?? null) ? $front['prefix'] : WS_PRINTED_DEFAULT_PREFIX;
    $options = ws_answer_cookie_options($front, $secure);
    $cookies = [];
    foreach (['consent_status', 'choice', 'policy_id', ...WS_ANSWER_CATEGORIES] as $name) {
        $cookies[] = ws_answer_serialize_cookie($prefix . $name, '', ['expiry_days' => 0] + $options);
    }
    $pairs = [['consent_status', $choice['status']], ['choice', 'set'], ['policy_id', $choice['policy_id']]];
    if ($choice['id'] !== null) {
        $pairs[] = ['id', $choice['id']];
    }
    foreach ($choice['categories'] as $category => $value) {
        $pairs[] = [$category, $value];
    }
    foreach ($pairs as [$name, $value]) {
        $cookies[] = ws_answer_serialize_cookie($prefix . $name, $value, $options);
    }
    return $cookies;
}

/**
 * The consent record of an answer, as the bus posts it to ws/v1/track (consent-bus/service.ts trackBody),
 * for ws_record_check(): every category named once, consented or denied.
 */
function ws_answer_record(array $read, array $choice, array $front): array
{
    $consented = array_keys(array_filter($choice['categories'], static fn (string $v): bool => $v === 'allow'));
    $denied = array_keys(array_filter($choice['categories'], static fn (string $v): bool => $v !== 'allow'));
    return [
        'consent_id' => (string) $choice['id'],
        'action' => WS_ANSWER_ACTIONS[$read['answer']],
        'consented_categories' => $consented,
        'denied_categories' => $denied,
        'consenttype' => $front['consenttype'] ?? 'optin',
        'region' => $front['region'] ?? 'eu',
        'policy_id' => $choice['policy_id'],
        'banner_version' => (string) ($front['banner_version'] ?? ''),
    ];
}

/** The answer to "Einstellungen" without script: a small page with the switches open. */
function ws_answer_choices_page(string $banner, string $language): string
{
    $language = ws_printed_language($language);
    $title = ws_printed_escape($language === 'de' ? 'Cookie-Einstellungen' : 'Cookie settings');
    return '<!doctype html><html lang="' . $language . '"><head><meta charset="utf-8">'
        . '<meta name="viewport" content="width=device-width, initial-scale=1"><title>' . $title . '</title></head>'
        . '<body><main><h1>' . $title . '</h1></main>' . $banner . '</body></html>';
}
