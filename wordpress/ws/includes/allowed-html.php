<?php
// Authors keep the ws-* tags and consent-marked embeds through WordPress's content filter (kses),
// and nothing of what they write reaches another site before consent (docs/WORDPRESS.md "Authors
// and the tags").
declare(strict_types=1);

add_filter('wp_kses_allowed_html', 'ws_allowed_post_html', 10, 2);
// After kses (priority 10), on every field WordPress filters with the post's allowed tags.
foreach (['content_save_pre', 'excerpt_save_pre', 'content_filtered_save_pre'] as $ws_field_filter) {
    add_filter($ws_field_filter, 'ws_filter_author_markup', 20);
}

/** The manifest's tags, read once per request. */
function ws_known_tags(): array
{
    static $tags = null;
    return $tags ??= ws_manifest_tags(ws_dist_text('custom-elements.json'));
}

function ws_allowed_post_html(array $allowed, string|array $context): array
{
    return $context === 'post' ? ws_widen_allowed_html($allowed, ws_known_tags()) : $allowed;
}

/** For users whose content WordPress filters: what would load or send before consent goes or waits. */
function ws_filter_author_markup(mixed $content): mixed
{
    if (!is_string($content) || current_user_can('unfiltered_html')) {
        return $content;
    }
    // The *_save_pre filters see slashed data; unslash, filter, slash again.
    return wp_slash(ws_outside_requests_made_safe(wp_unslash($content)));
}

/** Markup after kses: unmarked frames go, marked media wait, nothing is fetched from elsewhere before consent. */
function ws_outside_requests_made_safe(string $html): string
{
    $site = home_url();
    $videos = array_intersect_key(ws_known_services(), array_flip(['youtube', 'vimeo']));
    $html = ws_unmarked_frames_removed($html);
    $html = ws_author_outside_requests_held(ws_marked_media_held($html), $site, $videos);
    return ws_foreign_css_urls_removed($html, $site);
}
