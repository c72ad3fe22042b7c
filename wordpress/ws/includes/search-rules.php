<?php
// Pure rules of the live search and the blog feed's paging: what a request asks for, what an answer
// holds. No WordPress function here, so phpunit loads this file alone (test/php/).
declare(strict_types=1);

/** The most results one live-search request may ask for (docs/WORDPRESS.md "Endpoints"). */
const WS_SEARCH_MAX_PER_PAGE = 100;
/** Longer search texts are cut: a search field holds words, not documents. */
const WS_SEARCH_MAX_CHARS = 200;

/**
 * The live-search request read from the admin-ajax form: the search text, the post types asked for
 * (only those in $public_types; none asked = all of them), per_page clamped to 1..100, titles only.
 *
 * @param array<string, mixed> $form
 * @param list<string> $public_types
 * @return array{search: string, post_types: list<string>, per_page: int, titles_only: bool, show_image: bool}
 */
function ws_search_request(array $form, array $public_types): array
{
    $search = is_string($form['search'] ?? null)
        ? (preg_replace('/[\x00-\x1F\x7F]+/u', ' ', $form['search']) ?? '')
        : '';
    $search = trim(mb_substr(trim($search), 0, WS_SEARCH_MAX_CHARS));
    $asked = $form['post_type'] ?? [];
    $asked = is_array($asked) ? $asked : [$asked];
    $types = array_values(array_unique(array_filter(
        $asked,
        fn ($type) => is_string($type) && in_array($type, $public_types, true)
    )));
    $per_page = is_scalar($form['per_page'] ?? null) && is_numeric($form['per_page'])
        ? (int) min((float) $form['per_page'], WS_SEARCH_MAX_PER_PAGE)
        : WS_SEARCH_MAX_PER_PAGE;
    return [
        'search' => $search,
        'post_types' => $types === [] ? array_values($public_types) : $types,
        'per_page' => max(1, $per_page),
        'titles_only' => ws_form_flag($form['search_limit_to_post_titles'] ?? null),
        'show_image' => ws_form_flag($form['show_feat_img'] ?? null, true),
    ];
}

/** A form's yes/no field: "1", "true", "yes", "on" are yes; missing is the default. */
function ws_form_flag(mixed $value, bool $default = false): bool
{
    if ($value === null) {
        return $default;
    }
    return is_scalar($value) && in_array(strtolower(trim((string) $value)), ['1', 'true', 'yes', 'on'], true);
}

/**
 * The blog feed's JSON answer for one archive page (docs/WORDPRESS.md "Endpoints").
 *
 * @param list<string> $items_html
 * @return array{items: list<array{html: string}>, next: ?string, page: int, pages: int}
 */
function ws_feed_answer(array $items_html, int $page, int $pages, ?string $next_url): array
{
    return [
        'items' => array_map(fn ($html) => ['html' => $html], array_values($items_html)),
        'next' => $page < $pages ? $next_url : null,
        'page' => $page,
        'pages' => max(1, $pages),
    ];
}

/** Whether an Accept header asks for JSON before HTML (the feed's fetch sends application/json). */
function ws_accepts_json(string $accept): bool
{
    $accept = strtolower($accept);
    $json = strpos($accept, 'application/json');
    $html = strpos($accept, 'text/html');
    return $json !== false && ($html === false || $json < $html);
}
