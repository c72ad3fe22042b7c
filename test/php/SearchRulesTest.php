<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;

/**
 * The pure rules of the live search and the blog feed's paging
 * (wordpress/ws/includes/search-rules.php): what a live-search request asks for, a form's yes/no
 * field, the feed's JSON answer and whether a request asks for JSON.
 *
 * A test marked incomplete with "bug:" shows a fault of the rule file (see its message); it turns
 * into an ordinary passing test once the rule is fixed, and fails if the output changes otherwise.
 */
final class SearchRulesTest extends TestCase
{
    private const PUBLIC_TYPES = ['post', 'page', 'leistung'];

    private static function request(array $form, array $public_types = self::PUBLIC_TYPES): array
    {
        return ws_search_request($form, $public_types);
    }

    // ws_search_request

    public function testAnEmptyFormAsksForEverythingWithTheDefaults(): void
    {
        $this->assertSame([
            'search' => '',
            'post_types' => ['post', 'page', 'leistung'],
            'per_page' => 100,
            'titles_only' => false,
            'show_image' => true,
        ], self::request([]));
    }

    public function testAFullFormIsReadAsSent(): void
    {
        $this->assertSame([
            'search' => 'Bremsen',
            'post_types' => ['page'],
            'per_page' => 5,
            'titles_only' => true,
            'show_image' => false,
        ], self::request(['action' => 'live_search_retrieve_posts', 'search' => 'Bremsen', 'post_type' => ['page'], 'per_page' => '5', 'search_limit_to_post_titles' => '1', 'show_feat_img' => '0', 'display_post_type' => '1']));
    }

    public function testTheSearchTextIsTrimmed(): void
    {
        $this->assertSame('Bremsen wechseln', self::request(['search' => "  \t Bremsen wechseln \r\n\0"])['search']);
        $this->assertSame('', self::request(['search' => " \n\t "])['search']);
    }

    public function testControlCharactersInsideTheTextBecomeOneSpace(): void
    {
        $this->assertSame('Brems scheibe', self::request(['search' => "Brems\x00scheibe"])['search']);
        $this->assertSame('Zeile eins Zeile zwei', self::request(['search' => "Zeile eins\r\nZeile zwei"])['search']);
        $this->assertSame('a b c', self::request(['search' => "a\x1B\x07\x7Fb\tc"])['search']);
        $this->assertSame('Öl & Reifen „günstig“', self::request(['search' => 'Öl & Reifen „günstig“'])['search']);
    }

    public function testControlCharactersAtTheEndsLeaveNoSpace(): void
    {
        // trim() runs before the control characters become spaces, and trim() does not know
        // \x01-\x08, \x0E-\x1F or \x7F: "\x01Bremse\x1B" comes out as " Bremse ".
        $search = self::request(['search' => "\x01Bremse\x1B"])['search'];
        if ($search === ' Bremse ') {
            $this->markTestIncomplete('bug (minor): the search text keeps a leading/trailing space where a control character stood; trim after the preg_replace (and after the mb_substr cut)');
        }
        $this->assertSame('Bremse', $search);
    }

    public function testTheSearchTextIsCutAt200CharactersNotBytes(): void
    {
        $long = str_repeat('Ölwechsel für Bremsprüfung, Größe ä ', 12);
        $this->assertGreaterThan(200, mb_strlen($long));
        $search = self::request(['search' => $long])['search'];
        $this->assertSame(200, mb_strlen($search));
        $this->assertTrue(mb_check_encoding($search, 'UTF-8'));
        $this->assertSame(mb_substr($long, 0, 200), $search);

        $this->assertSame(str_repeat('ä', 200), self::request(['search' => str_repeat('ä', 200)])['search']);
        $this->assertSame(str_repeat('ß', 200), self::request(['search' => str_repeat('ß', 201)])['search']);
        $this->assertSame(str_repeat('🚗', 200), self::request(['search' => str_repeat('🚗', 250)])['search']);
    }

    public function testTheCutCountsTheTextAfterTrimming(): void
    {
        $this->assertSame(str_repeat('x', 200), self::request(['search' => str_repeat(' ', 50) . str_repeat('x', 200) . str_repeat(' ', 50)])['search']);
    }

    public function testTextThatIsNotUtf8OrNotAStringGivesAnEmptySearch(): void
    {
        $this->assertSame('', self::request(['search' => "Br\xFCcke"])['search']);
        foreach ([['Bremsen'], 42, null, true] as $search) {
            $this->assertSame('', self::request(['search' => $search])['search'], var_export($search, true));
        }
    }

    public function testPostTypesAreFilteredToThePublicOnes(): void
    {
        $this->assertSame(['post', 'page'], self::request(['post_type' => ['post', 'attachment', 'page', 'wp_block', 'post']])['post_types']);
        $this->assertSame(['leistung', 'post'], self::request(['post_type' => ['leistung', 'post']])['post_types']);
    }

    public function testAStringPostTypeIsOneType(): void
    {
        $this->assertSame(['page'], self::request(['post_type' => 'page'])['post_types']);
        $this->assertSame(self::PUBLIC_TYPES, self::request(['post_type' => 'secret'])['post_types']);
    }

    public function testNoPublicTypeAskedMeansAllOfThem(): void
    {
        foreach ([[], ['secret'], ['PAGE'], [['post']], [1, null, true], 5, null, '', ['' => 'x']] as $asked) {
            $this->assertSame(self::PUBLIC_TYPES, self::request(['post_type' => $asked])['post_types'], var_export($asked, true));
        }
    }

    public function testThePostTypesAreAlwaysAList(): void
    {
        $this->assertSame(['post', 'page'], self::request([], ['a' => 'post', 'b' => 'page'])['post_types']);
        $this->assertSame(['page'], self::request(['post_type' => ['x' => 'secret', 'y' => 'page']], ['post', 'page'])['post_types']);
        $this->assertSame([], self::request([], [])['post_types']);
        $this->assertSame([], self::request(['post_type' => ['post']], [])['post_types']);
    }

    public function testPerPageIsANumberFrom1To100(): void
    {
        $cases = [
            ['5', 5],
            [7, 7],
            ['1', 1],
            ['100', 100],
            ['101', 100],
            ['1e9', 100],
            ['1e999', 100],
            ['9999999999999999999999', 100],
            ['2.7', 2],
            [' 7', 7],
            ['0', 1],
            ['-3', 1],
            ['-1e999', 1],
            [-3, 1],
            [0.4, 1],
            ['abc', 100],
            ['5abc', 100],
            ['0x1A', 100],
            ['', 100],
            ['NAN', 100],
            [true, 100],
            [['5'], 100],
            [null, 100],
        ];
        foreach ($cases as [$asked, $expected]) {
            $this->assertSame($expected, self::request(['per_page' => $asked])['per_page'], var_export($asked, true));
        }
        $this->assertSame(100, self::request([])['per_page']);
    }

    public function testTitlesOnlyIsOffUnlessAskedFor(): void
    {
        foreach (['1', 'true', 'on', 'yes', 'TRUE', 'On', ' 1 ', 1, true] as $yes) {
            $this->assertTrue(self::request(['search_limit_to_post_titles' => $yes])['titles_only'], var_export($yes, true));
        }
        foreach (['0', '', 'false', 'off', 'no', '2', 'ja', ['1'], [], 0, false] as $no) {
            $this->assertFalse(self::request(['search_limit_to_post_titles' => $no])['titles_only'], var_export($no, true));
        }
        $this->assertFalse(self::request([])['titles_only']);
    }

    public function testShowImageIsOnUnlessTurnedOff(): void
    {
        $this->assertTrue(self::request([])['show_image']);
        $this->assertTrue(self::request(['show_feat_img' => null])['show_image']);
        foreach (['1', 'true', 'on', 'yes'] as $yes) {
            $this->assertTrue(self::request(['show_feat_img' => $yes])['show_image'], $yes);
        }
        foreach (['0', '', 'false', 'off', ['1'], []] as $no) {
            $this->assertFalse(self::request(['show_feat_img' => $no])['show_image'], var_export($no, true));
        }
    }

    // ws_form_flag

    public function testAFormFlagIsYesOnlyForTheYesWords(): void
    {
        foreach (['1', 'true', 'yes', 'on', 'TRUE', 'Yes', "on\n", ' 1', 1, 1.0, true] as $yes) {
            $this->assertTrue(ws_form_flag($yes), var_export($yes, true));
            $this->assertTrue(ws_form_flag($yes, false), var_export($yes, true));
        }
        foreach (['0', '', ' ', 'false', 'no', 'off', 'y', '01', '1.0', 'ja', 2, 0, 0.5, false, ['1'], [], new stdClass()] as $no) {
            $this->assertFalse(ws_form_flag($no), var_export($no, true));
            $this->assertFalse(ws_form_flag($no, true), var_export($no, true));
        }
    }

    public function testAMissingFormFlagIsTheDefault(): void
    {
        $this->assertFalse(ws_form_flag(null));
        $this->assertFalse(ws_form_flag(null, false));
        $this->assertTrue(ws_form_flag(null, true));
    }

    // ws_feed_answer

    public function testAPageBeforeTheLastLinksToTheNext(): void
    {
        $this->assertSame([
            'items' => [['html' => '<article>Reifenwechsel</article>'], ['html' => '<article>Lackschaden</article>']],
            'next' => 'https://werkstatt.example/blog/page/2/',
            'page' => 1,
            'pages' => 3,
        ], ws_feed_answer(['<article>Reifenwechsel</article>', '<article>Lackschaden</article>'], 1, 3, 'https://werkstatt.example/blog/page/2/'));
        $this->assertSame('https://werkstatt.example/blog/page/3/', ws_feed_answer([], 2, 3, 'https://werkstatt.example/blog/page/3/')['next']);
    }

    public function testTheLastPageHasNoNext(): void
    {
        $answer = ws_feed_answer(['<article>Letzter</article>'], 3, 3, 'https://werkstatt.example/blog/page/4/');
        $this->assertNull($answer['next']);
        $this->assertSame(3, $answer['page']);
        $this->assertSame(3, $answer['pages']);
        $this->assertNull(ws_feed_answer([], 5, 3, 'https://werkstatt.example/blog/page/6/')['next']);
        $this->assertNull(ws_feed_answer([], 1, 1, 'https://werkstatt.example/blog/page/2/')['next']);
    }

    public function testThereIsAlwaysAtLeastOnePage(): void
    {
        foreach ([0, -1, -100] as $pages) {
            $answer = ws_feed_answer([], 1, $pages, 'https://werkstatt.example/blog/page/2/');
            $this->assertSame(1, $answer['pages'], (string) $pages);
            $this->assertNull($answer['next'], (string) $pages);
        }
    }

    public function testANextPageWithoutAUrlIsNull(): void
    {
        $this->assertNull(ws_feed_answer([], 1, 3, null)['next']);
    }

    public function testItemsAreWrappedAsAListOfHtml(): void
    {
        $answer = ws_feed_answer(['x' => '<article>a</article>', 7 => '<article>b</article>', 'c' => ''], 1, 1, null);
        $this->assertSame([['html' => '<article>a</article>'], ['html' => '<article>b</article>'], ['html' => '']], $answer['items']);
        $this->assertSame([], ws_feed_answer([], 1, 1, null)['items']);
    }

    public function testTheAnswerEncodesAsTheEndpointDescribes(): void
    {
        $this->assertSame(
            '{"items":[{"html":"<p>Ö</p>"}],"next":null,"page":2,"pages":2}',
            json_encode(ws_feed_answer(['<p>Ö</p>'], 2, 2, '/blog/page/3/'), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR),
        );
        $this->assertSame('{"items":[],"next":"/blog/page/2/","page":1,"pages":2}', json_encode(ws_feed_answer([], 1, 2, '/blog/page/2/'), JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR));
    }

    // ws_accepts_json

    public function testRequestsThatAskForJsonFirstGetJson(): void
    {
        foreach ([
            'application/json',
            'application/json, text/plain, */*',
            'application/json, text/html;q=0.8',
            'APPLICATION/JSON',
            'Application/Json; charset=utf-8',
            ' application/json',
            '*/*, application/json',
        ] as $accept) {
            $this->assertTrue(ws_accepts_json($accept), $accept);
        }
    }

    public function testRequestsThatAskForHtmlFirstOrNotForJsonGetHtml(): void
    {
        foreach ([
            '',
            ' ',
            'text/html,application/json;q=0.9',
            'text/html, application/json',
            'TEXT/HTML,APPLICATION/JSON',
            '  text/html , application/json',
            'text/html',
            'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
            '*/*',
            'application/xml',
            'application/*',
            'text/plain',
        ] as $accept) {
            $this->assertFalse(ws_accepts_json($accept), var_export($accept, true));
        }
    }

    public function testHtmlListedBeforeJsonButNotFirstGetsHtml(): void
    {
        // The rule's comment: "asks for JSON before HTML"; the code only looks at whether the
        // header starts with text/html.
        $accepts = ws_accepts_json('text/plain, text/html, application/json');
        if ($accepts === true) {
            $this->markTestIncomplete('bug (minor): "text/plain, text/html, application/json" is taken as asking for JSON; compare the positions of text/html and application/json instead of checking the start');
        }
        $this->assertFalse($accepts);
        $this->assertFalse(ws_accepts_json('application/xhtml+xml, text/html, application/json'));
    }
}
